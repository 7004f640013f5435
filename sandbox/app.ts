import { Hono } from 'hono';
import { createClock } from './clock';
import { contract } from '../contract/contract';
import type { Endpoint } from '../contract/endpoint';
import { apiPath, ContractRouter, type SandboxApp, type SandboxEnv } from './contract-route';
import { SandboxDb } from './db';
import { registerApiDocs } from './api-docs';
import { driftMiddleware, type ResponseDrift } from './drift';
import { FaultInjector, faultMiddleware, type FaultRule } from './faults';
import { ApiFailure } from './http-error';
import { inProcessFetch } from './in-process-fetch';
import { messages } from './messages';
import { registerAuthRoutes } from './routes/auth';
import { registerControlRoutes } from './routes/control';
import { registerDemoRoutes } from './routes/demo';
import { registerFactoringRoutes } from './routes/factoring';
import { registerRecoveryRoutes } from './routes/recovery';
import { isApiPath, securityMiddleware } from './security';
import { SandboxState } from './state';
import { swappableSite } from './static';

export type { FaultRule } from './faults';
export type { ResponseDrift } from './drift';

export interface SandboxOptions {
  /**
   * `test` adds the control routes under /api/__test__/; `demo` answers 404 there, and instead tells
   * a recovery its code (/api/__demo__/recovery-code), since it sends no SMS.
   */
  readonly mode: 'test' | 'demo';
  /** The built app (dist/); without it only /api/ is served. */
  readonly staticDir?: string;
  readonly faults?: readonly FaultRule[];
  /** Time source (epoch ms); defaults to Date.now. */
  readonly now?: () => number;
  /** Folder of the data file, kept across restarts; without it the data live in memory only. */
  readonly dataDir?: string;
  /** Start from the seed, replacing what the data folder holds (its id counters stay). */
  readonly fresh?: boolean;
  /** Test mode only: one field of one call's answers differs from the contract. */
  readonly drift?: ResponseDrift;
}

export interface Sandbox {
  readonly app: SandboxApp;
  /** The app as a fetch, in process (no network). */
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  readonly state: SandboxState;
  readonly faults: FaultInjector;
  /** Closes the data file, so another sandbox may open the same folder. */
  readonly close: () => void;
}

/** The reference implementation of the API contract (contract/contract.ts), plus the built app. */
export function createSandbox(options: SandboxOptions): Sandbox {
  // A sandbox that breaks its own contract must never be mistaken for the reference.
  if (options.drift && options.mode !== 'test') throw new Error('La deriva del contrato solo existe en modo test');
  const state = new SandboxState(
    createClock(options.now),
    SandboxDb.open({ dataDir: options.dataDir, fresh: options.fresh }),
  );
  const faults = new FaultInjector(options.faults ?? []);
  const app = new Hono<SandboxEnv>();

  app.use('*', securityMiddleware());
  app.use('/api/*', faultMiddleware(faults));
  if (options.drift) app.use('/api/*', driftMiddleware(options.drift));

  const router = new ContractRouter(app, state);
  registerAuthRoutes(router, state);
  registerRecoveryRoutes(router, state);
  registerFactoringRoutes(router, state);
  registerApiDocs(app);
  const site = options.staticDir === undefined ? null : swappableSite(options.staticDir);
  if (options.mode === 'test') registerControlRoutes(app, state, faults, site);
  if (options.mode === 'demo') registerDemoRoutes(app, state);

  // A known path called with another method: 405 and the method it takes, not 404.
  for (const endpoint of Object.values(contract) as Endpoint[]) {
    const allow = endpoint.method === 'get' ? 'GET, HEAD' : endpoint.method.toUpperCase();
    app.all(apiPath(endpoint), (c) => c.json({ message: messages.methodNotAllowed }, 405, { Allow: allow }));
  }
  app.all('/api/*', (c) => c.json({ message: messages.notFound }, 404));
  if (site) app.all('*', site.serve);

  app.notFound((c) =>
    isApiPath(c.req.path) ? c.json({ message: messages.notFound }, 404) : c.text(messages.notFound, 404),
  );
  app.onError((error, c) => {
    if (error instanceof ApiFailure) {
      const challenge: Record<string, string> = error.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
      return c.json(error.body(), error.status, { ...error.headers, ...challenge });
    }
    console.error('[sandbox] error no controlado:', error);
    return c.json({ message: messages.internalError }, 500);
  });

  return { app, state, faults, fetch: inProcessFetch(app), close: () => state.close() };
}
