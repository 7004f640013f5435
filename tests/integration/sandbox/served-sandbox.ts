import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import type { Sandbox } from '../../../sandbox/app';

export interface ServedSandbox {
  /** The port the server listens on, on 127.0.0.1; known once the describe block's tests run. */
  readonly port: number;
  /** `http://127.0.0.1:<port>`, for fetch. */
  readonly base: string;
}

/**
 * Serves `sandbox` behind @hono/node-server on a free loopback port, as `npm start` and the e2e
 * tests run it, for the tests of the describe block that calls this; the server closes after them,
 * open connections too, so no keep-alive socket holds the test file open.
 */
export function serveDuringTests(sandbox: Sandbox): ServedSandbox {
  let server: ServerType | undefined;
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });

  afterAll(async () => {
    const running = server;
    if (!running) return;
    await new Promise<void>((resolve) => {
      running.close(() => {
        resolve();
      });
      if ('closeAllConnections' in running) running.closeAllConnections();
    });
  });

  return {
    get port() {
      return port;
    },
    get base() {
      return `http://127.0.0.1:${port}`;
    },
  };
}
