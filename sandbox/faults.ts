import { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { SandboxEnv } from './contract-route';
import { messages } from './messages';
import { createRandom, type Random } from './prng';
import { sleep } from './sleep';

/**
 * Fault injection for demos and resilience tests. A rule applies to `/api/` calls whose path
 * after `/api/` contains `match` (or matches it as a regular expression); never to
 * `/api/__test__/*` nor to static files.
 *
 * - drop: the connection closes without an answer. By default this happens after the call was
 *   processed (the answer is lost, the side effect is not), the case idempotency keys exist for.
 * - 500 / 503: an error answer, before processing.
 * - delay: waits `delayMs` (default 1500), then goes on (other rules may still apply).
 * - timeout: no answer for `delayMs` (default 60000), then 504; abortable by the client.
 * - not-json: 200 with an HTML body. bad-contract: 200 JSON that breaks the response schema.
 *
 * `when` moves a terminal fault before or after processing.
 */
export const faultKinds = ['drop', '500', '503', 'delay', 'timeout', 'not-json', 'bad-contract'] as const;

export const faultRuleSchema = z.object({
  match: z.string().min(1).max(200).optional(),
  kind: z.enum(faultKinds),
  rate: z.number().min(0).max(1).optional(),
  delayMs: z.number().int().min(0).max(600_000).optional(),
  times: z.number().int().positive().optional(),
  when: z.enum(['before', 'after']).optional(),
});
export type FaultRule = z.infer<typeof faultRuleSchema>;

const faultSeed = 0x5eed_fa17;

interface ActiveRule {
  readonly rule: FaultRule;
  readonly matches: (path: string) => boolean;
  used: number;
}

function matcher(match: string | undefined): (path: string) => boolean {
  if (match === undefined) return () => true;
  let pattern: RegExp | null = null;
  try {
    pattern = new RegExp(match);
  } catch {
    pattern = null;
  }
  return (path) => path.includes(match) || (pattern?.test(path) ?? false);
}

/** The current rules, their use counts and a seeded generator for the rates. */
export class FaultInjector {
  #rules: ActiveRule[] = [];
  #random: Random = createRandom(faultSeed);

  constructor(rules: readonly FaultRule[] = []) {
    this.set(rules);
  }

  set(rules: readonly FaultRule[]): void {
    this.#rules = rules.map((rule) => ({ rule, matches: matcher(rule.match), used: 0 }));
    this.#random = createRandom(faultSeed);
  }

  clear(): void {
    this.set([]);
  }

  /** The delays that fire for this call, and at most one terminal fault after them. */
  draw(path: string): FaultRule[] {
    const fired: FaultRule[] = [];
    for (const active of this.#rules) {
      if (!active.matches(path)) continue;
      if (active.rule.times !== undefined && active.used >= active.rule.times) continue;
      if (this.#random() >= (active.rule.rate ?? 1)) continue;
      active.used += 1;
      fired.push(active.rule);
      if (active.rule.kind !== 'delay') break;
    }
    return fired;
  }
}

const faultHeader = 'X-Sandbox-Fault';

/** True for the stand-in response of a dropped connection (the in-process fetch throws on it). */
export function isDropped(response: Response): boolean {
  return response.headers.get(faultHeader) === 'drop';
}

/** The Node request behind this call, when served by @hono/node-server (none in process). */
function incomingOf(env: unknown): IncomingMessage | undefined {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  return env.incoming instanceof IncomingMessage ? env.incoming : undefined;
}

function drop(c: Parameters<MiddlewareHandler<SandboxEnv>>[0]): Response {
  // Over the Node adapter, really close the socket; in process, the fetch wrapper throws.
  incomingOf(c.env)?.socket.destroy();
  return new Response(null, { status: 500, headers: { [faultHeader]: 'drop' } });
}

async function faultAnswer(c: Parameters<MiddlewareHandler<SandboxEnv>>[0], rule: FaultRule): Promise<Response> {
  c.header(faultHeader, rule.kind);
  switch (rule.kind) {
    case 'drop':
      return drop(c);
    case '500':
      return c.json({ message: messages.internalError }, 500);
    case '503':
      c.header('Retry-After', '1');
      return c.json({ message: messages.serviceUnavailable }, 503);
    case 'timeout':
      await sleep(rule.delayMs ?? 60_000, c.req.raw.signal);
      return c.json({ message: messages.gatewayTimeout }, 504);
    case 'not-json':
      return c.html('<html>oops</html>', 200);
    case 'bad-contract':
      return c.json({ unexpected: true }, 200);
    case 'delay':
      throw new Error('delay no es una falla terminal');
  }
}

export function faultMiddleware(injector: FaultInjector): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const path = c.req.path.slice('/api/'.length);
    if (path.startsWith('__test__/')) {
      await next();
      return;
    }
    const fired = injector.draw(path);
    let terminal: FaultRule | undefined;
    for (const rule of fired) {
      if (rule.kind === 'delay') await sleep(rule.delayMs ?? 1_500, c.req.raw.signal);
      else terminal = rule;
    }
    if (!terminal) {
      await next();
      return;
    }
    const after = (terminal.when ?? (terminal.kind === 'drop' ? 'after' : 'before')) === 'after';
    if (after) await next();
    c.res = await faultAnswer(c, terminal);
  };
}
