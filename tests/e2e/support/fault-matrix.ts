import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { SandboxControl } from './fixtures';

/** The six ways a call fails in issue 8's matrix (sandbox/faults.ts). */
export const FAULTS = ['drop', '500', '503', 'timeout', 'not-json', 'bad-contract'] as const;
export type Fault = (typeof FAULTS)[number];

/**
 * Arms one fault on every call whose path (after /api/) matches `match`, until cleared. A timeout
 * holds the answer longer than the client waits: the page's clock, not the test, runs out the
 * client's 30 s (see `waitThroughRetries`).
 */
export async function armFault(sandbox: SandboxControl, kind: Fault, match: string, extra: Record<string, unknown> = {}): Promise<void> {
  // The sandbox holds a timed-out call for 10 real seconds: the page's fake 30 (and its retries)
  // run out within a few real ones. Not longer: a held call keeps one of the browser's six
  // connections to the host busy, and the next steps' calls would queue behind it.
  await sandbox.setFaults([{ kind, match, ...(kind === 'timeout' ? { delayMs: 10_000 } : {}), ...extra }]);
}

/** How the client explains each fault (src/lib/http/messages.ts, and the sandbox's own texts). */
export const FAULT_REASONS: Readonly<Record<Fault, string>> = {
  drop: 'No se pudo conectar con el servidor. Verifique su conexión.',
  '500': 'Ocurrió un error interno. Por favor, inténtelo de nuevo.',
  '503': 'Servicio no disponible temporalmente. Por favor, inténtelo de nuevo en unos momentos.',
  timeout: 'El servidor tardó demasiado en responder. Inténtelo de nuevo.',
  'not-json': 'La respuesta del servidor no tiene el formato esperado.',
  'bad-contract': 'La respuesta del servidor no tiene el formato esperado.',
};

/** The page's API calls (by path after /api/), so a test can tell a new answer from an old one. */
export interface CallWatch {
  /** How many calls matching `match` (as the sandbox matches: substring or regular expression) were sent. */
  sent(match: string): number;
  /** How many of those have not ended yet. */
  pending(match: string): number;
}

export function watchCalls(page: Page): CallWatch {
  const calls = new Map<Request, { path: string; done: boolean }>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/') || pathname.startsWith('/api/__test__/')) return;
    calls.set(request, { path: pathname.slice('/api/'.length), done: false });
  });
  const finish = (request: Request) => {
    const call = calls.get(request);
    if (call) call.done = true;
  };
  // An answer (its headers) or a failure ends a call: requests the service worker answers do not
  // always report 'requestfinished'.
  page.on('response', (response) => finish(response.request()));
  page.on('requestfailed', finish);
  const matching = (match: string) => {
    const pattern = new RegExp(match);
    return [...calls.values()].filter((call) => call.path.includes(match) || pattern.test(call.path));
  };
  return {
    sent: (match) => matching(match).length,
    pending: (match) => matching(match).filter((call) => !call.done).length,
  };
}

/** Page time one wait may fast-forward: far beyond the client's 30 s timeout and its retries. */
const MAX_PAGE_TIME_PER_WAIT_MS = 3 * 60_000;
/** Real time a call in flight gets before the page clock may time it out (the sandbox holds a 'timeout' 10 s). */
const IN_FLIGHT_GRACE_MS = 3_000;
/**
 * Real time the page gets, after a jump with no call in flight, before the next jump. A jump fires
 * a retry's timer, but its request reaches the test's events only a moment later: on a loaded CI
 * machine, jumps every 50 ms ran that new attempt's 30 s timeout out before the test saw it leave,
 * and a 503 ended as 'no answer'. Six jumps now take 3 s of real time, far beyond that moment.
 */
const BETWEEN_IDLE_JUMPS_MS = 500;

/** The call a step must have sent anew, and seen ended, before its error counts. */
export interface AwaitedCall {
  readonly watch: CallWatch;
  readonly match: string;
  /** `watch.sent(match)` before the step acted. */
  readonly since: number;
}

/**
 * Waits until `target` shows, moving the page's fake clock forward meanwhile so the client's
 * retries (Ky's backoff, Retry-After, React Query's second try) and its 30 s timeout pass in
 * moments. With `call`, the faulted call must also have been sent again and have ended, so an
 * error left from the previous fault (same text) never passes for this one. Needs
 * `page.clock.install()` before the page loaded.
 */
export async function waitThroughRetries(page: Page, target: Locator, message: string, call?: AwaitedCall, realMs = 45_000): Promise<void> {
  const deadline = Date.now() + realMs;
  const settled = () => !call || (call.watch.sent(call.match) > call.since && call.watch.pending(call.match) === 0);
  // Enough page time for the 30 s timeout and every retry, never near the 15 min idle logout: on a
  // slow machine an unbounded loop once fast-forwarded the page into its idle logout.
  let advancedMs = 0;
  // A call in flight gets real time to answer before the page clock runs its 30 s timeout out:
  // on a loaded machine a quick answer once lost that race and showed the timeout message.
  let pendingSince: number | null = null;
  let lastJump = 0;
  let shown: boolean;
  while (!(shown = settled() && (await target.isVisible()))) {
    if (Date.now() > deadline) break;
    const inFlight = call ? call.watch.pending(call.match) > 0 : false;
    pendingSince = inFlight ? (pendingSince ?? Date.now()) : null;
    const due = inFlight ? Date.now() - (pendingSince ?? 0) > IN_FLIGHT_GRACE_MS : Date.now() - lastJump > BETWEEN_IDLE_JUMPS_MS;
    if (due && advancedMs < MAX_PAGE_TIME_PER_WAIT_MS) {
      await page.clock.fastForward(5_000);
      advancedMs += 5_000;
      lastJump = Date.now();
    }
    await page.waitForTimeout(50);
  }
  // Seen: done. Checking again could catch an automatic retry (the send queue's) already under way.
  if (shown) return;
  if (call) {
    expect(call.watch.sent(call.match), `${message}: the call was sent again`).toBeGreaterThan(call.since);
    expect(call.watch.pending(call.match), `${message}: the call ended`).toBe(0);
  }
  await expect(target, message).toBeVisible({ timeout: 1_000 });
}

/** Technical text that must never reach the user in place of a Spanish message. */
const TECHNICAL = /TypeError|Failed to fetch|NetworkError|SyntaxError|Unexpected token|JSON|ZodError|\bundefined\b|\[object |An unexpected error occurred/;

/** The error shown is Spanish prose, not an exception's text. */
export async function expectSpanishError(error: Locator, label: string): Promise<void> {
  const text = (await error.innerText()).trim();
  expect(text, `${label}: error text`).not.toBe('');
  expect(text, `${label}: no technical text`).not.toMatch(TECHNICAL);
  expect(text, `${label}: Spanish`).toMatch(/[áéíóúñ¿¡]|\b(no|el|la|los|las|de|se|pudo|pudieron|error)\b/i);
}

/** Nothing left spinning: no loader or busy indicator is still on the page. */
export async function expectNoSpinner(page: Page, label: string): Promise<void> {
  await expect(page.locator('.page-loader, .spinner, [aria-busy="true"]'), `${label}: nothing left spinning`).toHaveCount(0);
}
