import { z } from './zod';

/**
 * Not part of the API contract: only the sandbox in demo mode (`npm start`) answers this path, so a
 * recovery can be finished without a phone. The lender's API does not have it; there, and in the
 * sandbox's test mode, the call fails and nothing is shown.
 */
export const demoRecoveryCodePath = '__demo__/recovery-code';

/** The code the demo sandbox "sent by SMS" to the recovery `requestId`. */
export const demoRecoveryCodeSchema = z.object({
  demo: z.literal(true),
  code: z.string().check(z.regex(/^\d{6}$/)),
  expiresAt: z.iso.datetime(),
});

export type DemoRecoveryCode = z.infer<typeof demoRecoveryCodeSchema>;
