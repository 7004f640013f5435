// Renders the login page's React components to HTML through a Vite server of its own. It runs in
// a worker thread the build ends once the markup is back, because the page's modules start
// things a browser page keeps (a cross-tab channel) that would keep the build from exiting.
import { parentPort, workerData } from 'node:worker_threads';
import { createServer } from 'vite';

const { root, renderer } = workerData;
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  // Nothing to watch or pre-bundle: one render, then done.
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  // The app's import aliases (@/…, @contract/…), as vite.config.ts reads them.
  resolve: { tsconfigPaths: true },
});
try {
  const module = await server.ssrLoadModule(renderer);
  if (typeof module.renderLoginMarkup !== 'function') throw new Error(`${renderer} no exporta renderLoginMarkup()`);
  parentPort.postMessage({ markup: module.renderLoginMarkup() });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
} finally {
  await server.close();
}
