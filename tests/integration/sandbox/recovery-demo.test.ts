import { describe, expect, it } from 'vitest';
import { demoRecoveryCodeSchema } from '@contract/sandbox-demo';
import type { VerificationImage } from '@contract/schemas';
import { manualClock, testSandbox, type SandboxClient } from './sandbox-client';

const portal = (name: string) => `auth/portal/${name}`;
const demoCode = (client: SandboxClient, requestId: string) =>
  client.get(`__demo__/recovery-code?requestId=${encodeURIComponent(requestId)}`);

/** Through the image step with the image the README names for the user, as a demo visitor would. */
async function upToTheCode(client: SandboxClient, username: string, imageLabel: string): Promise<string> {
  const started = await client.post(portal('requestChangePassword'), { username });
  const { requestID } = (await started.json()) as { requestID: string };
  const images = await client.json<VerificationImage[]>(`auth/secure/InitialImages?sessionId=${requestID}`);
  const image = images.find((candidate) => candidate.label === imageLabel);
  if (!image) throw new Error(`«${imageLabel}» no está entre las imágenes ofrecidas`);
  expect(
    (await client.post(portal('checkUserImage'), { requestId: requestID, recoveryImageId: image.id })).status,
  ).toBe(200);
  return requestID;
}

describe('the demo sandbox tells a recovery its code, since it sends no SMS', () => {
  it("each demo user's security image is the one the README names, and the code shown finishes the recovery", async () => {
    for (const [username, image] of [
      ['deudor@demo.ni', 'Faro'],
      ['autorizador@demo.ni', 'Volcán'],
      ['proveedor@demo.ni', 'Guardabarranco'],
      ['multi@demo.ni', 'Velero'],
    ] as const) {
      const client = testSandbox({ mode: 'demo' });
      const printed: string[] = [];
      client.sandbox.state.onRecoveryCode = (userName, sent) => printed.push(`${userName} ${sent.code}`);
      const requestId = await upToTheCode(client, username, image);
      // No code sent yet: nothing to tell.
      expect((await demoCode(client, requestId)).status).toBe(404);
      expect((await client.post(portal('sendCodePassword'), { requestId, method: 'sms' })).status).toBe(200);

      const answer = await demoCode(client, requestId);
      expect(answer.status).toBe(200);
      const { code, demo } = demoRecoveryCodeSchema.parse(await answer.json());
      expect(demo).toBe(true);
      expect(printed).toEqual([`${username} ${code}`]);
      expect((await client.post(portal('checkCodeChangePassword'), { requestId, code })).status).toBe(200);
      // Used, the code is gone.
      expect((await demoCode(client, requestId)).status).toBe(404);
      client.sandbox.close();
    }
  });

  it('a new code replaces the old one; an expired code or an unknown request id tells nothing', async () => {
    const clock = manualClock();
    const client = testSandbox({ mode: 'demo', now: clock.now });
    const requestId = await upToTheCode(client, 'deudor@demo.ni', 'Faro');
    await client.post(portal('sendCodePassword'), { requestId, method: 'sms' });
    const first = demoRecoveryCodeSchema.parse(await (await demoCode(client, requestId)).json());
    clock.advance(60_000);
    await client.post(portal('sendCodePassword'), { requestId, method: 'sms' });
    const second = demoRecoveryCodeSchema.parse(await (await demoCode(client, requestId)).json());
    expect(Date.parse(second.expiresAt) - Date.parse(first.expiresAt)).toBe(60_000);
    expect((await demoCode(client, 'otra-solicitud')).status).toBe(404);
    expect((await demoCode(client, '')).status).toBe(400);
    clock.advance(5 * 60_000 + 1);
    expect((await demoCode(client, requestId)).status).toBe(404);
    client.sandbox.close();
  });

  it('is not there in test mode, nor for a real API: the contract does not have it', async () => {
    const client = testSandbox();
    const requestId = await upToTheCode(client, 'deudor@demo.ni', 'Faro');
    await client.post(portal('sendCodePassword'), { requestId, method: 'sms' });
    expect((await demoCode(client, requestId)).status).toBe(404);
    client.sandbox.close();
  });
});
