import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Compiles `entry` (TypeScript, with its imports) into one classic script named `fileName` in the
 * build, for the generated service worker to `importScripts`: Workbox writes the worker, and our
 * own event handlers join it without replacing its precaching.
 */
export function serviceWorkerScript(entry: string, fileName: string): Plugin {
  return {
    name: 'service-worker-script',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          emptyOutDir: false,
          lib: { entry, formats: ['iife'], name: 'portalServiceWorker', fileName: () => fileName },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
      if (!chunk) throw new Error(`No se compiló ${entry}`);
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
  };
}
