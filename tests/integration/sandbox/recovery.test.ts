import { describe, expect, it } from 'vitest';
import type { VerificationImage } from '@contract/schemas';
import { manualClock, sha256, testSandbox, type SandboxClient } from './sandbox-client';

const portal = (name: string) => `auth/portal/${name}`;

async function start(
  client: SandboxClient,
  username: string,
): Promise<{ requestId: string; images: VerificationImage[] }> {
  const response = await client.post(portal('requestChangePassword'), { username });
  expect(response.status).toBe(200);
  const { requestID } = (await response.json()) as { requestID: string };
  const images = await client.json<VerificationImage[]>(
    `auth/secure/InitialImages?sessionId=${encodeURIComponent(requestID)}`,
  );
  return { requestId: requestID, images };
}

async function registeredImageId(
  client: SandboxClient,
  username: string,
  images: VerificationImage[],
): Promise<string> {
  const { label } = await client.json<{ label: string }>(
    `__test__/recovery-image?username=${encodeURIComponent(username)}`,
  );
  const image = images.find((candidate) => candidate.label === label);
  if (!image) throw new Error('la imagen registrada no está entre las ofrecidas');
  return image.id;
}

async function lastCode(client: SandboxClient, username: string): Promise<string> {
  return (await client.json<{ code: string }>(`__test__/otp?username=${encodeURIComponent(username)}`)).code;
}

/** Up to a sent code. */
async function codeSent(client: SandboxClient, username: string): Promise<{ requestId: string; code: string }> {
  const { requestId, images } = await start(client, username);
  const checked = await client.post(portal('checkUserImage'), {
    requestId,
    recoveryImageId: await registeredImageId(client, username, images),
  });
  expect(checked.status).toBe(200);
  const sent = await client.post(portal('sendCodePassword'), { requestId, method: 'sms' });
  expect(sent.status).toBe(200);
  return { requestId, code: await lastCode(client, username) };
}

const expired = { message: 'Sesión expirada. Por favor, comience de nuevo.' };

describe('sandbox password recovery', () => {
  it('completes a full recovery: the new password signs in, the old one no longer does', async () => {
    const client = testSandbox();
    const username = 'proveedor@demo.ni';
    const oldToken = await client.login(username);
    const { requestId, images } = await start(client, username);
    expect(images).toHaveLength(6);
    expect(new Set(images.map((image) => image.id)).size).toBe(6);
    expect(images.every((image) => image.url.startsWith('data:image/svg+xml,'))).toBe(true);

    expect(
      await (
        await client.post(portal('checkUserImage'), {
          requestId,
          recoveryImageId: await registeredImageId(client, username, images),
        })
      ).json(),
    ).toEqual({ ok: true });
    expect(await (await client.post(portal('sendCodePassword'), { requestId, method: 'sms' })).json()).toEqual({
      ok: true,
      maskedPhone: '+505 ****-7716',
    });
    const code = await lastCode(client, username);
    expect(code).toMatch(/^\d{6}$/);
    expect(await (await client.post(portal('checkCodeChangePassword'), { requestId, code })).json()).toEqual({
      ok: true,
    });
    const newPassword = sha256('NuevaClave2026!');
    const reset = await client.post(portal('resetPassword'), {
      requestId,
      newPassword,
      confirmNewPassword: newPassword,
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ ok: true });

    expect((await client.authenticate(username)).status).toBe(401);
    expect((await client.authenticate(username, 'NuevaClave2026!')).status).toBe(200);
    expect((await client.get('auth/me', oldToken)).status).toBe(401);
    // The session ended with the reset.
    expect(
      await (
        await client.post(portal('resetPassword'), { requestId, newPassword, confirmNewPassword: newPassword })
      ).json(),
    ).toEqual(expired);
  });

  it('gives an unknown user the same answers, in shape and in images, as a real one', async () => {
    const client = testSandbox();
    const known = await start(client, 'deudor@demo.ni');
    const unknown = await start(client, 'nadie@ejemplo.ni');
    expect(unknown.requestId).toMatch(/^[0-9a-f]{64}$/);
    expect(known.requestId).toMatch(/^[0-9a-f]{64}$/);
    expect(unknown.images).toHaveLength(6);
    expect(Object.keys(unknown.images[0] ?? {})).toEqual(Object.keys(known.images[0] ?? {}));
    // The same screen on every attempt for the same (unknown) user name.
    const again = await start(client, ' NADIE@ejemplo.ni');
    expect(again.images.map((image) => image.label)).toEqual(unknown.images.map((image) => image.label));
    expect(again.images.map((image) => image.id)).not.toEqual(unknown.images.map((image) => image.id));
  });

  it('offers a known user the same 6 images on every attempt, the registered one among them', async () => {
    const client = testSandbox();
    const first = await start(client, 'multi@demo.ni');
    const second = await start(client, 'multi@demo.ni');
    expect(second.images.map((image) => image.label)).toEqual(first.images.map((image) => image.label));
    expect(first.images.map((image) => image.label)).toContain('Velero');
  });

  it('always fails the image step for an unknown user, whatever image is chosen', async () => {
    const client = testSandbox();
    for (let index = 0; index < 6; index += 1) {
      const { requestId, images } = await start(client, index < 3 ? 'nadie@ejemplo.ni' : 'alguien@ejemplo.ni');
      const response = await client.post(portal('checkUserImage'), { requestId, recoveryImageId: images[index]?.id });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Verificación fallida. Por seguridad, comience de nuevo.' });
    }
  });

  it('locks the session after a wrong image: even the right one then fails', async () => {
    const client = testSandbox();
    const username = 'deudor@demo.ni';
    const { requestId, images } = await start(client, username);
    const right = await registeredImageId(client, username, images);
    const wrong = images.find((image) => image.id !== right)?.id;
    const first = await client.post(portal('checkUserImage'), { requestId, recoveryImageId: wrong });
    expect(first.status).toBe(403);
    expect(await first.json()).toEqual({ message: 'Verificación fallida. Por seguridad, comience de nuevo.' });
    expect((await client.post(portal('checkUserImage'), { requestId, recoveryImageId: right })).status).toBe(403);
    expect((await client.post(portal('sendCodePassword'), { requestId, method: 'sms' })).status).toBe(403);
    expect((await client.get(`auth/secure/InitialImages?sessionId=${requestId}`)).status).toBe(403);
  });

  it('locks the session on the fifth wrong code: the right code then fails too', async () => {
    const client = testSandbox();
    const { requestId, code } = await codeSent(client, 'autorizador@demo.ni');
    const wrong = code === '000000' ? '111111' : '000000';
    const warnings = ['Le quedan 4 intentos.', 'Le quedan 3 intentos.', 'Le quedan 2 intentos.', 'Le queda 1 intento.'];
    for (const [index, warning] of warnings.entries()) {
      const response = await client.post(portal('checkCodeChangePassword'), { requestId, code: wrong });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: `Código incorrecto. ${warning}`, remainingAttempts: 4 - index });
    }
    const fifth = await client.post(portal('checkCodeChangePassword'), { requestId, code: wrong });
    expect(fifth.status).toBe(403);
    expect(await fifth.json()).toEqual({
      message: 'Demasiados códigos incorrectos. Por seguridad, comience de nuevo.',
    });
    expect((await client.post(portal('checkCodeChangePassword'), { requestId, code })).status).toBe(403);
  });

  it('accepts a code only once', async () => {
    const client = testSandbox();
    const { requestId, code } = await codeSent(client, 'multi@demo.ni');
    expect((await client.post(portal('checkCodeChangePassword'), { requestId, code })).status).toBe(200);
    const reused = await client.post(portal('checkCodeChangePassword'), { requestId, code });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual(expired);
  });

  it('expires a code after 5 minutes; a new one can be sent and works', async () => {
    const clock = manualClock();
    const client = testSandbox({ now: clock.now });
    const username = 'deudor@demo.ni';
    const { requestId, code } = await codeSent(client, username);
    clock.advance(5 * 60 * 1000 + 1);
    const late = await client.post(portal('checkCodeChangePassword'), { requestId, code });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ message: 'El código ha expirado. Solicite uno nuevo.' });
    await client.post(portal('sendCodePassword'), { requestId, method: 'sms' });
    const fresh = await lastCode(client, username);
    expect((await client.post(portal('checkCodeChangePassword'), { requestId, code: fresh })).status).toBe(200);
  });

  it('replaces the previous code when a new one is sent, and stops after 3 codes', async () => {
    const client = testSandbox();
    const username = 'deudor@demo.ni';
    const { requestId } = await codeSent(client, username);
    expect((await client.post(portal('sendCodePassword'), { requestId, method: 'sms' })).status).toBe(200);
    expect((await client.post(portal('sendCodePassword'), { requestId, method: 'sms' })).status).toBe(200);
    const fourth = await client.post(portal('sendCodePassword'), { requestId, method: 'sms' });
    expect(fourth.status).toBe(403);
  });

  it('ends the session after 15 minutes, through the test clock control too', async () => {
    const client = testSandbox();
    const { requestId } = await start(client, 'deudor@demo.ni');
    const moved = await client.post('__test__/clock', { offsetMs: 15 * 60 * 1000 + 1000 });
    expect(moved.status).toBe(200);
    const response = await client.get(`auth/secure/InitialImages?sessionId=${requestId}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(expired);
  });

  it('answers steps out of order, and unknown session ids, with the expired-session 409', async () => {
    const client = testSandbox();
    const { requestId } = await start(client, 'deudor@demo.ni');
    const calls = [
      client.post(portal('sendCodePassword'), { requestId, method: 'sms' }),
      client.post(portal('checkCodeChangePassword'), { requestId, code: '123456' }),
      client.post(portal('resetPassword'), { requestId, newPassword: sha256('a'), confirmNewPassword: sha256('a') }),
      client.post(portal('checkUserImage'), { requestId: 'no-existe', recoveryImageId: 'x' }),
      client.get('auth/secure/InitialImages?sessionId=no-existe'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(expired);
    }
    expect((await client.get('auth/secure/InitialImages')).status).toBe(400);
  });

  it('refuses a new password that differs from its confirmation, keeping the session usable', async () => {
    const client = testSandbox();
    const { requestId, code } = await codeSent(client, 'proveedor@demo.ni');
    await client.post(portal('checkCodeChangePassword'), { requestId, code });
    const mismatch = await client.post(portal('resetPassword'), {
      requestId,
      newPassword: sha256('Una2026!'),
      confirmNewPassword: sha256('Otra2026!'),
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({ message: 'Las contraseñas no coinciden.' });
    const same = await client.post(portal('resetPassword'), {
      requestId,
      newPassword: sha256('Portal2025!'),
      confirmNewPassword: sha256('Portal2025!'),
    });
    expect(same.status).toBe(400);
    expect(await same.json()).toEqual({ message: 'La nueva contraseña debe ser distinta de la actual.' });
    const good = await client.post(portal('resetPassword'), {
      requestId,
      newPassword: sha256('Una2026!'),
      confirmNewPassword: sha256('Una2026!'),
    });
    expect(good.status).toBe(200);
  });

  it('rate-limits recovery requests per user name and client, known or unknown, with a Spanish 429', async () => {
    const clock = manualClock();
    const client = testSandbox({ now: clock.now });
    for (const username of ['deudor@demo.ni', 'fantasma@ejemplo.ni']) {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await client.post(portal('requestChangePassword'), { username })).status).toBe(200);
      const blocked = await client.post(portal('requestChangePassword'), { username: username.toUpperCase() });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('900');
      expect(await blocked.json()).toEqual({
        message: 'Ha realizado demasiadas solicitudes de recuperación. Inténtelo de nuevo en 15 minutos.',
        retryAfterSeconds: 900,
      });
    }
    expect((await client.post(portal('requestChangePassword'), { username: 'multi@demo.ni' })).status).toBe(200);
  });

  it('answers a retried step with the same Idempotency-Key again instead of redoing it', async () => {
    const client = testSandbox();
    const username = 'proveedor@demo.ni';
    const key = (step: string) => ({ 'Idempotency-Key': `retry-${step}` });
    // Seven tries of one request with one key are one recovery: the same session, no 429.
    const ids = new Set<string>();
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const started = await client.post(portal('requestChangePassword'), { username }, undefined, key('start'));
      expect(started.status).toBe(200);
      ids.add(((await started.json()) as { requestID: string }).requestID);
    }
    expect(ids.size).toBe(1);
    const [requestId] = [...ids] as [string];
    const images = await client.json<VerificationImage[]>(
      `auth/secure/InitialImages?sessionId=${encodeURIComponent(requestId)}`,
    );
    const recoveryImageId = await registeredImageId(client, username, images);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const checked = await client.post(
        portal('checkUserImage'),
        { requestId, recoveryImageId },
        undefined,
        key('image'),
      );
      expect(checked.status).toBe(200);
    }
    // Four sends with one key are one SMS (three would otherwise lock the session).
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(
        (await client.post(portal('sendCodePassword'), { requestId, method: 'sms' }, undefined, key('send'))).status,
      ).toBe(200);
    }
    const code = await lastCode(client, username);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(
        (await client.post(portal('checkCodeChangePassword'), { requestId, code }, undefined, key('code'))).status,
      ).toBe(200);
    }
    const password = sha256('ReintentoClave2026!');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(
        (
          await client.post(
            portal('resetPassword'),
            { requestId, newPassword: password, confirmNewPassword: password },
            undefined,
            key('reset'),
          )
        ).status,
      ).toBe(200);
    }
    // The same key with another body is refused, not replayed.
    const other = await client.post(
      portal('requestChangePassword'),
      { username: 'deudor@demo.ni' },
      undefined,
      key('start'),
    );
    expect(other.status).toBe(422);
    // Without a key, a step already done is not done again.
    expect((await client.post(portal('checkCodeChangePassword'), { requestId, code })).status).toBe(409);
  });

  it('tells the test control route nothing until a code is sent', async () => {
    const client = testSandbox();
    expect((await client.get('__test__/otp?username=deudor@demo.ni')).status).toBe(404);
    expect((await client.get('__test__/recovery-image?username=nadie@ejemplo.ni')).status).toBe(404);
  });
});
