import { z } from 'zod';
import { demoRecoveryCodePath, type DemoRecoveryCode } from '../../contract/sandbox-demo';
import { isLocalClient } from '../client-address';
import type { SandboxApp, SandboxContext } from '../contract-route';
import { ApiFailure } from '../http-error';
import { messages } from '../messages';
import type { SandboxState } from '../state';

const codeQuery = z.object({ requestId: z.string().min(1).max(200) });

/**
 * Demo mode only, outside the contract: the sandbox sends no SMS, so the recovery screen may ask
 * it for the code it "sent". Only whoever holds the recovery's request id can read its code, and
 * only from this machine, whatever address the sandbox listens on: a demo opened to the network
 * (HOST) must not hand a stranger the code of a recovery they started in someone else's name.
 */
export function registerDemoRoutes(app: SandboxApp, state: SandboxState): void {
  app.use('/api/__demo__/*', async (c: SandboxContext, next) => {
    if (!isLocalClient(c)) throw new ApiFailure(403, messages.demoOnlyHere);
    await next();
  });
  app.get(`/api/${demoRecoveryCodePath}`, (c) => {
    const query = codeQuery.safeParse(c.req.query());
    if (!query.success) throw new ApiFailure(400, messages.invalidQuery);
    const sent = state.recovery.currentCode(query.data.requestId);
    if (!sent) throw new ApiFailure(404, messages.notFound);
    return c.json({
      demo: true,
      code: sent.code,
      expiresAt: new Date(sent.expiresAt).toISOString(),
    } satisfies DemoRecoveryCode);
  });
}
