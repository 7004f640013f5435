import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createSandbox } from '../../../sandbox/app';

/**
 * A sandbox in demo mode, as `npm start` runs it (the e2e sandboxes run in test mode), serving the
 * build on a free loopback port, its data in memory.
 */
export async function serveDemoSandbox(): Promise<{ readonly url: string; readonly stop: () => Promise<void> }> {
  const sandbox = createSandbox({ mode: 'demo', staticDir: fileURLToPath(new URL('../../../dist', import.meta.url)) });
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const started = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({ server: started, port: info.port });
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          sandbox.close();
          resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
