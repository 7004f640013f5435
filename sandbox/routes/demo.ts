import { z } from 'zod';
import { demoRecoveryCodePath, type DemoRecoveryCode } from '../../src/api/sandbox-demo';
import type { SandboxApp } from '../contract-route';
import { ApiFailure } from '../http-error';
import { messages } from '../messages';
import type { SandboxState } from '../state';

const codeQuery = z.object({ requestId: z.string().min(1).max(200) });

/**
 * Demo mode only, outside the contract: the sandbox sends no SMS, so the recovery screen may ask
 * it for the code it "sent". Only whoever holds the recovery's request id can read its code.
 */
export function registerDemoRoutes(app: SandboxApp, state: SandboxState): void {
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
