import { getConnInfo } from '@hono/node-server/conninfo';
import { isLoopbackAddress } from './listen-address';
import type { SandboxContext } from './contract-route';

/** What in-process calls (no socket) are counted as: one client, the test process itself. */
export const inProcessClient = 'in-process';

/**
 * The address of the client at the other end of the TCP connection. Never a request header
 * (X-Forwarded-For and the like): anyone can write those, and trusting one would let an attacker
 * pose as the account owner's address, or spread one client's guesses over made-up addresses.
 * A deployment behind a proxy must take the address the proxy itself appends, not the client's.
 */
export function clientAddress(c: SandboxContext): string {
  const bindings = c.env as Partial<SandboxContext['env']> | undefined;
  if (bindings?.incoming === undefined) return inProcessClient;
  return getConnInfo(c).remote.address ?? inProcessClient;
}

/** Whether the client is this machine itself: a loopback address, or a call in process. */
export function isLocalClient(c: SandboxContext): boolean {
  const address = clientAddress(c);
  return address === inProcessClient || isLoopbackAddress(address);
}
