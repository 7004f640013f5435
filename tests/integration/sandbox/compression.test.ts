import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { acceptedEncodings } from '../../../sandbox/static';
import { builtDist } from '../../unit/build/built-dist';
import { origin } from './sandbox-client';

const dist = builtDist();
const site = createSandbox({ mode: 'demo', staticDir: dist });
const get = (path: string, headers: Record<string, string> = {}) =>
  site.fetch(new Request(`${origin}${path}`, { headers }));

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

/** Every script, stylesheet and page of the build, as the URL paths the browser asks for. */
const assets = filesUnder(dist)
  .filter((file) => ['.js', '.css', '.html'].includes(extname(file)))
  .filter((file) => !relative(dist, file).startsWith('.'))
  .map((file) => ({ file, path: `/${relative(dist, file).split('\\').join('/')}` }));

describe('the built app served compressed', () => {
  it('finds the pages, scripts and styles of the build', () => {
    const paths = assets.map((asset) => asset.path);
    expect(paths).toEqual(expect.arrayContaining(['/index.html', '/auth/login.html', '/sw.js']));
    expect(paths.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(20);
    expect(paths.filter((path) => path.endsWith('.css')).length).toBeGreaterThan(3);
  });

  it('sends every JS, CSS and HTML file as Brotli, gzip or plain, as the request accepts', async () => {
    let originalBytes = 0;
    let brotliBytes = 0;
    for (const { file, path } of assets) {
      const original = readFileSync(file);

      const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers.get('content-encoding'), path).toBe('br');
      expect(br.headers.get('vary'), path).toBe('Accept-Encoding');
      const brBody = new Uint8Array(await br.arrayBuffer());
      expect(brotliDecompressSync(brBody).equals(original), path).toBe(true);
      originalBytes += original.byteLength;
      brotliBytes += brBody.byteLength;

      const gzip = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip');
      expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).equals(original), path).toBe(true);

      const plain = await get(path);
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(plain.headers.get('vary'), path).toBe('Accept-Encoding');
      expect(Buffer.from(await plain.arrayBuffer()).equals(original), path).toBe(true);
    }
    // Minified code compresses to well under a third of its size.
    expect(brotliBytes / originalBytes).toBeLessThan(1 / 3);
  });

  it('keeps the caching headers and gives each encoding its own ETag', async () => {
    const script = assets.find((asset) => asset.path.startsWith('/assets/') && asset.path.endsWith('.js'));
    if (!script) throw new Error('the build has no script under /assets/');
    const br = await get(script.path, { 'Accept-Encoding': 'br' });
    const plain = await get(script.path, { 'Accept-Encoding': 'identity' });
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const etag = br.headers.get('etag') ?? '';
    const revalidated = await get(script.path, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-encoding')).toBe('br');

    const shell = await get('/factoring', { 'Accept-Encoding': 'br' });
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(shell.headers.get('content-encoding')).toBe('br');
  });

  it('answers /auth/login with the prerendered login page, not the shell', async () => {
    const response = await get('/auth/login?redirect=%2Ffactoring');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(readFileSync(join(dist, 'auth', 'login.html'), 'utf8'));
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('tells crawlers that nothing here is for them, in plain text', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('leaves images, which are compressed already, as they are', async () => {
    const response = await get('/icons/icon-192.png', { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
  });
});

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br', ['gzip', 'deflate', 'br']],
    ['br;q=0, gzip;q=0.8', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, br;q=0', ['gzip']],
    ['identity', ['identity']],
    ['', []],
  ])('reads «%s» as %j', (header, expected) => {
    expect([...acceptedEncodings(header)].sort()).toEqual([...expected].sort());
  });
});
