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
export async function armFault(
  sandbox: SandboxControl,
  kind: Fault,
  match: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
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
/**
 * A jump with no call in flight: longer than any wait between two attempts (Ky's backoff up to
 * 1.2 s, a Retry-After of 1 s, React Query's 1 s), far shorter than the 30 s an attempt may take.
 */
const IDLE_JUMP_MS = 2_000;
/**
 * Real time the page gets after an idle jump before the next one. The jump fires a retry's timer,
 * but its request reaches the test's events only a moment later: on a loaded CI machine, 5 s jumps
 * every 50 ms ran that new attempt's 30 s timeout out before the test saw it leave (a 503 ended as
 * 'no answer'). Now fifteen jumps, 7.5 s of real time, would have to pass unseen.
 */
const BETWEEN_IDLE_JUMPS_MS = 500;
/** A jump while the held call of a 'timeout' fault is in flight, so the client's 30 s pass quickly. */
const HELD_JUMP_MS = 5_000;
/** Real time a held call gets before those jumps start. */
const HELD_GRACE_MS = 3_000;

/** The call a step must have sent anew, and seen ended, before its error counts. */
export interface AwaitedCall {
  readonly watch: CallWatch;
  readonly match: string;
  /** `watch.sent(match)` before the step acted. */
  readonly since: number;
  /**
   * The fault armed on it. Only a 'timeout' holds the answer: under any other, a call in flight
   * is answered in real time, and the page clock never jumps past it (on a loaded machine a slow
   * answer to a 'not-json' once lost that race and showed the timeout message).
   */
  readonly fault: Fault;
}

/**
 * Waits until `target` shows, moving the page's fake clock forward meanwhile so the client's
 * retries (Ky's backoff, Retry-After, React Query's second try) and, for a held call, its 30 s
 * timeout pass in moments. With `call`, the faulted call must also have been sent again and have
 * ended, so an error left from the previous fault (same text) never passes for this one. Needs
 * `page.clock.install()` before the page loaded.
 */
export async function waitThroughRetries(
  page: Page,
  target: Locator,
  message: string,
  call?: AwaitedCall,
  realMs = 45_000,
): Promise<void> {
  const deadline = Date.now() + realMs;
  const settled = () => !call || (call.watch.sent(call.match) > call.since && call.watch.pending(call.match) === 0);
  // Enough page time for the 30 s timeout and every retry, never near the 15 min idle logout: on a
  // slow machine an unbounded loop once fast-forwarded the page into its idle logout.
  let advancedMs = 0;
  let heldSince: number | null = null;
  let lastIdleJump = 0;
  let shown: boolean;
  while (!(shown = settled() && (await target.isVisible()))) {
    if (Date.now() > deadline) break;
    const inFlight = call ? call.watch.pending(call.match) > 0 : false;
    heldSince = inFlight ? (heldSince ?? Date.now()) : null;
    let jumpMs = 0;
    if (!inFlight && Date.now() - lastIdleJump > BETWEEN_IDLE_JUMPS_MS) {
      jumpMs = IDLE_JUMP_MS;
      lastIdleJump = Date.now();
    } else if (inFlight && call?.fault === 'timeout' && Date.now() - (heldSince ?? 0) > HELD_GRACE_MS) {
      jumpMs = HELD_JUMP_MS;
    }
    if (jumpMs > 0 && advancedMs < MAX_PAGE_TIME_PER_WAIT_MS) {
      await page.clock.fastForward(jumpMs);
      advancedMs += jumpMs;
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
const TECHNICAL =
  /TypeError|Failed to fetch|NetworkError|SyntaxError|Unexpected token|JSON|ZodError|\bundefined\b|\[object |An unexpected error occurred/;

/** The error shown is Spanish prose, not an exception's text. */
export async function expectSpanishError(error: Locator, label: string): Promise<void> {
  const text = (await error.innerText()).trim();
  expect(text, `${label}: error text`).not.toBe('');
  expect(text, `${label}: no technical text`).not.toMatch(TECHNICAL);
  expect(text, `${label}: Spanish`).toMatch(/[áéíóúñ¿¡]|\b(no|el|la|los|las|de|se|pudo|pudieron|error)\b/i);
}

/** Nothing left spinning: no loader or busy indicator is still on the page. */
export async function expectNoSpinner(page: Page, label: string): Promise<void> {
  await expect(
    page.locator('.page-loader, .spinner, [aria-busy="true"]'),
    `${label}: nothing left spinning`,
  ).toHaveCount(0);
}
