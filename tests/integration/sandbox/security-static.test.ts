import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { origin, testSandbox } from './sandbox-client';

const csp =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; manifest-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get('content-security-policy')).toBe(csp);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
}

const dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
mkdirSync(join(dist, 'assets'));
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Login</title>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'manifest.webmanifest': '{"name":"Portal Corporativo"}',
  'assets/index-4f2a9c.js': 'console.log(1);',
  'assets/index-4f2a9c.css': 'body{}',
  'assets/inter-latin.woff2': 'wOF2',
  'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'icon-192.png': 'PNG',
  'data.json': '{}',
  '.env': 'SECRET=1',
};
for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
const outsideDir = mkdtempSync(join(tmpdir(), 'sandbox-outside-'));
writeFileSync(join(outsideDir, 'secret.txt'), 'no debe verse');

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(outsideDir, { recursive: true, force: true });
});

const site = createSandbox({ mode: 'demo', staticDir: dist });
const get = (path: string, init?: RequestInit) => site.fetch(new Request(`${origin}${path}`, init));

describe('sandbox security headers', () => {
  it('sends every security header and no-store on API successes, errors and unknown API paths', async () => {
    const client = testSandbox();
    const token = await client.login('deudor@demo.ni');
    for (const response of [
      await client.get('auth/me', token),
      await client.get('auth/me'),
      await client.get('operations/Factoring/GetAvailableInvoicesByProvider', token),
      await client.post('auth/secure/authenticate', { bad: true }),
      await client.get('no/existe'),
    ]) {
      expectSecurityHeaders(response);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('asks for HTTPS only (HSTS) when reached over HTTPS, and never over plain HTTP', async () => {
    const overHttps = await site.fetch(new Request('https://portal.example.ni/auth/login'));
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const apiOverHttps = await site.fetch(new Request('https://portal.example.ni/api/auth/me'));
    expect(apiOverHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await get('/auth/login')).headers.get('strict-transport-security')).toBeNull();
  });

  it('serves no source map, even one left in the folder', async () => {
    writeFileSync(join(dist, 'assets', 'index-4f2a9c.js.map'), '{"sources":["src/main.tsx"]}');
    expect((await get('/assets/index-4f2a9c.js.map')).status).toBe(404);
  });

  it('sends them on injected faults too', async () => {
    const client = testSandbox({ faults: [{ kind: '503' }] });
    const response = await client.get('auth/validate');
    expect(response.status).toBe(503);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('puts the Content-Security-Policy on / and on every static answer', async () => {
    for (const path of ['/', '/auth/login', '/assets/index-4f2a9c.js', '/assets/missing.js', '/manifest.webmanifest']) {
      expectSecurityHeaders(await get(path));
    }
  });

  it('answers the control routes with 404 outside test mode', async () => {
    for (const [method, path] of [
      ['POST', '/api/__test__/reset'],
      ['GET', '/api/__test__/otp?username=deudor@demo.ni'],
      ['GET', '/api/__test__/health'],
    ] as const) {
      const response = await get(path, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Recurso no encontrado' });
    }
  });
});

describe('sandbox static files', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'no-cache'],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache'],
    ['/assets/index-4f2a9c.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/index-4f2a9c.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/inter-latin.woff2', 'font/woff2', 'public, max-age=31536000, immutable'],
    ['/icon.svg', 'image/svg+xml', 'no-cache'],
    ['/icon-192.png', 'image/png', 'no-cache'],
    ['/data.json', 'application/json; charset=utf-8', 'no-cache'],
  ])('serves %s as %s with Cache-Control %s', async (path, type, cache) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe(cache);
  });

  it('answers app routes that are not files with index.html (SPA fallback)', async () => {
    for (const path of ['/auth/login', '/factoring/aprobar/detalle/505', '/recovery/otp-validation?x=1']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(files['index.html']);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers a missing hashed asset with 404, never with the HTML shell', async () => {
    const response = await get('/assets/index-000000.js');
    expect(response.status).toBe(404);
  });

  it('keeps /api/ out of the fallback: an unknown API path is a JSON 404', async () => {
    const response = await get('/api/operations/Factoring/NoExiste');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses path traversal and hidden files', async () => {
    for (const path of [
      `/..%2f${basename(outsideDir)}%2fsecret.txt`,
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%5c..%5cetc%5cpasswd',
      '/.env',
      '/%2eenv',
      '/index.html%00.js',
    ]) {
      const response = await get(path);
      const text = await response.text();
      expect(text).not.toContain('no debe verse');
      expect(text).not.toContain('SECRET');
      expect(text).not.toMatch(/root:/);
      if (response.status === 200) expect(text).toBe(files['index.html']);
    }
    expect((await get('/.env')).status).toBe(404);
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });

  it('answers a matching ETag with 304 and other methods with 405', async () => {
    const first = await get('/assets/index-4f2a9c.js');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/assets/index-4f2a9c.js', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });

  it('explains how to build when dist/index.html is missing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'sandbox-empty-'));
    try {
      const sandbox = createSandbox({ mode: 'demo', staticDir: empty });
      const response = await sandbox.fetch(new Request(`${origin}/auth/login`));
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
