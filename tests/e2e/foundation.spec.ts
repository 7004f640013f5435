import { createHash } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { screenshot, screenshotTag } from './support/screenshots';
import { LoginPage } from './support/login-page';
import { whileOffline } from './support/service-worker';

// These tests are about the service worker, so they run with it (it is off by default).
test.use({ serviceWorkers: 'allow' });

const passwordHash = createHash('sha256').update('Portal2025!').digest('hex');

test.describe('foundation', () => {
  test(
    'serves the login page with a strict Content-Security-Policy',
    { tag: screenshotTag },
    async ({ page, request }) => {
      const response = await request.get('/');
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-content-type-options']).toBe('nosniff');

      await new LoginPage(page).goto();
      await expect(page).toHaveTitle(/Login/);
      await screenshot(page, 'login');
    },
  );

  test('authenticates over the API and protects the profile call', async ({ request }) => {
    const login = await request.post('/api/auth/secure/authenticate', {
      data: { userName: 'deudor@demo.ni', password: passwordHash, scope: 'Portal' },
    });
    expect(login.status()).toBe(200);
    const body = (await login.json()) as { access_token: string; user_data: { userName: string } };
    expect(body.access_token).toMatch(/\S{20,}/);
    expect(body.user_data.userName).toBe('deudor@demo.ni');
    expect(login.headers()['cache-control']).toContain('no-store');

    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${body.access_token}` } });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { userName: string }).userName).toBe('deudor@demo.ni');

    const anonymous = await request.get('/api/auth/me');
    expect(anonymous.status()).toBe(401);
  });

  test('is installable: manifest with name, icons, start_url and standalone display', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('Portal Corporativo');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons as unknown as { src: string }[]) {
      expect((await request.get(icon.src)).ok()).toBe(true);
    }
  });

  test('registers a service worker and renders the login page offline', async ({ page, context }) => {
    await page.goto('/auth/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest/);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit is not controlled yet; a reload is.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await whileOffline(context, page, async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
      await expect(page.getByText('Sin conexión')).toBeVisible();
    });

    const cachedApi = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => request.url));
      }
      return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
    });
    expect(cachedApi).toEqual([]);
  });
});
