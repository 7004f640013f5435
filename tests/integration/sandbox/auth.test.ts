import { describe, expect, it } from 'vitest';
import { contract } from '@contract/contract';
import { manualClock, sha256, testSandbox } from './sandbox-client';

describe('sandbox sign-in', () => {
  it('signs a demo user in with the SHA-256 of the password and returns a token and the user', async () => {
    const client = testSandbox();
    const response = await client.authenticate('deudor@demo.ni');
    expect(response.status).toBe(200);
    const body = contract.authenticate.response.parse(await response.json());
    expect(body.access_token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.user_data).toEqual({
      userId: 1001,
      userName: 'deudor@demo.ni',
      fullName: 'María José Pérez Lacayo',
      roleName: 'DEUDOR',
      phone: '+505 8712 4581',
    });
  });

  it('matches the user name case-insensitively and ignores surrounding spaces', async () => {
    const client = testSandbox();
    const response = await client.authenticate('  AUTORIZADOR@Demo.NI ');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user_data: { userName: string } }).user_data.userName).toBe(
      'autorizador@demo.ni',
    );
  });

  it('answers a wrong password and an unknown user with the same 401 message', async () => {
    const client = testSandbox();
    const wrong = await client.authenticate('deudor@demo.ni', 'Portal2024!');
    const unknown = await client.authenticate('nadie@demo.ni');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { message: 'Usuario o contraseña incorrectos' };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
  });

  it('never accepts the plain password, only its SHA-256', async () => {
    const client = testSandbox();
    const response = await client.post('auth/secure/authenticate', {
      userName: 'deudor@demo.ni',
      password: 'Portal2025!',
      scope: 'Portal',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      'Se esperaba un hash SHA-256 en hexadecimal',
    );
  });

  it('keeps only a salted slow hash of each password, never the password or its SHA-256', () => {
    const client = testSandbox();
    const stored = JSON.stringify(client.sandbox.state.users);
    expect(stored).not.toContain('Portal2025!');
    expect(stored).not.toContain(sha256('Portal2025!'));
    const [first, second] = client.sandbox.state.users;
    expect(first?.password.salt.equals(second?.password.salt ?? Buffer.alloc(0))).toBe(false);
  });

  it('slows one client after three mistakes with a Spanish 429 and Retry-After, even with the right password', async () => {
    const clock = manualClock();
    const client = testSandbox({ now: clock.now });
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await client.authenticate('multi@demo.ni', 'Mala')).status).toBe(401);
    const blocked = await client.authenticate('multi@demo.ni');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(await blocked.json()).toEqual({
      message: 'Demasiados intentos fallidos. Inténtelo de nuevo en 1 segundo.',
      retryAfterSeconds: 1,
    });
    // Another user name from the same client is not slowed.
    expect((await client.authenticate('deudor@demo.ni')).status).toBe(200);
    clock.advance(1000);
    expect((await client.authenticate('multi@demo.ni')).status).toBe(200);
  });

  it('rejects a malformed body with a Spanish 400 naming the field', async () => {
    const client = testSandbox();
    const response = await client.post('auth/secure/authenticate', {
      userName: 'deudor@demo.ni',
      password: sha256('x'),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues: { path: string }[] };
    expect(body.message).toMatch(/^La solicitud no es válida: scope: /);
    expect(body.issues.map((issue) => issue.path)).toEqual(['scope']);
  });

  it('rejects a body that is not JSON, or not sent as JSON', async () => {
    const client = testSandbox();
    const broken = await client.call('auth/secure/authenticate', {
      method: 'POST',
      body: '{"userName":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'El cuerpo de la solicitud no es JSON válido.' });
    const asText = await client.call('auth/secure/authenticate', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(asText.status).toBe(415);
  });
});

describe('sandbox sessions', () => {
  it('answers /auth/me with the user for a valid token', async () => {
    const client = testSandbox();
    const token = await client.login('proveedor@demo.ni');
    const me = contract.me.response.parse(await client.json('auth/me', token));
    expect(me.fullName).toBe('Ana Lucía Montealegre Baltodano');
    expect(me.phone).toMatch(/^\+505 8\d{3} \d{4}$/);
  });

  it('answers 401 with a Spanish message without a token, with a made-up token or a malformed header', async () => {
    const client = testSandbox();
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${'a'.repeat(64)}` },
      { Authorization: 'Basic abc' },
    ];
    for (const headers of attempts) {
      const response = await client.call('auth/me', { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toEqual({ message: 'Sesión no válida o expirada' });
    }
  });

  it('validates a live token', async () => {
    const client = testSandbox();
    const token = await client.login('deudor@demo.ni');
    expect(await client.json('auth/validate', token)).toEqual({ valid: true });
  });

  it('revokes the token on logout', async () => {
    const client = testSandbox();
    const token = await client.login('deudor@demo.ni');
    const logout = await client.call('auth/logout', { method: 'POST', token });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ ok: true });
    expect((await client.get('auth/me', token)).status).toBe(401);
  });

  it('expires tokens after 8 hours', async () => {
    const clock = manualClock();
    const client = testSandbox({ now: clock.now });
    const token = await client.login('deudor@demo.ni');
    clock.advance(8 * 60 * 60 * 1000 - 1000);
    expect((await client.get('auth/validate', token)).status).toBe(200);
    clock.advance(1000);
    expect((await client.get('auth/validate', token)).status).toBe(401);
  });

  it('lists the factoring product with the role, plus the unmanaged products of multi', async () => {
    const client = testSandbox();
    const deudor = await client.json<{ productName: string; roleName: string }[]>(
      'auth/portal/getUserProducts',
      await client.login('deudor@demo.ni'),
    );
    expect(deudor).toEqual([{ productName: 'factoring', roleName: 'DEUDOR' }]);
    const multi = await client.json<{ productName: string }[]>(
      'auth/portal/getUserProducts',
      await client.login('multi@demo.ni'),
    );
    expect(multi.map((product) => product.productName)).toEqual([
      'factoring',
      'Card Marca',
      'Tarjeta Empresarial',
      'Zü',
    ]);
  });

  it.each([
    ['deudor@demo.ni', ['ImportInvoices', 'LoadHistory', 'FactoringHistory']],
    ['autorizador@demo.ni', ['ApproveInvoices', 'LoadHistory', 'FactoringHistory']],
    ['proveedor@demo.ni', ['RequestFactoring', 'FactoringHistory']],
    ['multi@demo.ni', ['ImportInvoices', 'LoadHistory', 'FactoringHistory']],
  ])('gives %s the factoring permissions of its role', async (userName, resources) => {
    const client = testSandbox();
    const permissions = await client.json<{ module: string; resource: string }[]>(
      'auth/portal/getPermissions',
      await client.login(userName),
    );
    expect(permissions).toEqual(resources.map((resource) => ({ module: 'factoring', resource })));
  });

  it('enforces roles server-side with a Spanish 403', async () => {
    const client = testSandbox();
    const response = await client.get('operations/Factoring/RecentImports', await client.login('proveedor@demo.ni'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'No tiene permiso para esta operación' });
  });

  it('checks the token before the body, so an anonymous caller learns nothing about validation', async () => {
    const client = testSandbox();
    const response = await client.post('operations/Factoring/LoadInvoices', { nothing: true });
    expect(response.status).toBe(401);
  });
});
