import { z } from 'zod';
import type { SandboxApp, SandboxContext } from '../contract-route';
import { faultRuleSchema, type FaultInjector } from '../faults';
import { ApiFailure } from '../http-error';
import { messages } from '../messages';
import { catalogueImage } from '../recovery-images';
import type { SandboxState } from '../state';
import type { SwappableSite } from '../static';

const spanishErrors = z.locales.es().localeError;

const faultsBody = z.object({ rules: z.array(faultRuleSchema).max(50) });
const clockBody = z.object({
  offsetMs: z
    .number()
    .int()
    .min(-10 * 365 * 86_400_000)
    .max(10 * 365 * 86_400_000),
});
const userQuery = z.object({ username: z.string().trim().min(1) });
const siteBody = z.object({ build: z.string().min(1).max(40) });

async function parseBody<T>(c: SandboxContext, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text()) as unknown;
  } catch {
    throw new ApiFailure(400, messages.invalidJson);
  }
  const parsed = schema.safeParse(raw, { error: spanishErrors });
  if (!parsed.success) throw new ApiFailure(400, `${messages.invalidRequest}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function username(c: SandboxContext): string {
  const parsed = userQuery.safeParse(c.req.query(), { error: spanishErrors });
  if (!parsed.success) throw new ApiFailure(400, messages.invalidQuery);
  return parsed.data.username;
}

/** Test-only control routes under /api/__test__/ (registered only in test mode). */
export function registerControlRoutes(
  app: SandboxApp,
  state: SandboxState,
  faults: FaultInjector,
  site: SwappableSite | null = null,
): void {
  const base = '/api/__test__';

  app.get(`${base}/health`, (c) => c.json({ ok: true, mode: 'test' }));

  app.post(`${base}/reset`, (c) => {
    // The clock first: the seed counts its dates back from the clock's today.
    state.clock.setOffset(0);
    state.reset();
    faults.clear();
    site?.reset();
    return c.json({ ok: true });
  });

  // A "deploy": from now on the app is served from another build beside dist/ (e.g. dist-next).
  app.post(`${base}/site`, async (c) => {
    const { build } = await parseBody(c, siteBody);
    if (!site?.use(build)) throw new ApiFailure(404, `No hay una compilación «${build}» junto a dist/.`);
    return c.json({ ok: true, build });
  });

  app.post(`${base}/faults`, async (c) => {
    const { rules } = await parseBody(c, faultsBody);
    faults.set(rules);
    return c.json({ ok: true, rules });
  });

  app.post(`${base}/clock`, async (c) => {
    const { offsetMs } = await parseBody(c, clockBody);
    state.clock.setOffset(offsetMs);
    return c.json({ ok: true, offsetMs, now: new Date(state.clock.now()).toISOString() });
  });

  app.get(`${base}/otp`, (c) => {
    const sent = state.recovery.lastCode(username(c));
    if (!sent) throw new ApiFailure(404, 'No se ha enviado ningún código a ese usuario.');
    return c.json({
      code: sent.code,
      sentAt: new Date(sent.sentAt).toISOString(),
      expiresAt: new Date(sent.expiresAt).toISOString(),
    });
  });

  app.get(`${base}/recovery-image`, (c) => {
    const image = catalogueImage(state.findUser(username(c))?.recoveryImage ?? '');
    if (!image) throw new ApiFailure(404, 'Usuario desconocido.');
    return c.json({ key: image.key, label: image.label });
  });
}
