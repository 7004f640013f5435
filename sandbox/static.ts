import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { COMPRESSIBLE_EXTENSIONS } from '../build/compress-assets';
import { messages } from './messages';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function contentTypeOf(path: string): string {
  return contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Hashed assets never change; everything else (index.html, sw.js, manifest.webmanifest, icons)
 * is revalidated on every use, so a new version is picked up at once.
 */
function cacheControlOf(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The file a URL path names inside root, or null when it would leave root, is hidden, or is a
 * source map (the whole source: the build keeps maps out of dist/, and one left there by hand is
 * still not served).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  if (segments.at(-1)?.toLowerCase().endsWith('.map')) return null;
  const file = resolve(root, ...segments);
  return file === root || file.startsWith(root + sep) ? file : null;
}

async function fileStats(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? { size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The copies the build writes beside each text file, best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encodings an Accept-Encoding header accepts (q above zero), by name. A `*` accepts every
 * encoding it does not name otherwise.
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let anyOther = false;
  for (const part of (header ?? '').split(',')) {
    const [rawName = '', ...params] = part.split(';').map((piece) => piece.trim());
    const name = rawName.toLowerCase();
    if (name === '') continue;
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const ok = Number.isFinite(weight) && weight > 0;
    if (name === '*') anyOther = ok;
    else if (ok) accepted.add(name);
    else refused.add(name);
  }
  if (anyOther) for (const { name } of encodings) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

async function sendFile(
  c: Context,
  file: string,
  urlPath: string,
  stats: { size: number; mtimeMs: number },
): Promise<Response> {
  const compressible = COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase());
  const accepted = compressible ? acceptedEncodings(c.req.header('accept-encoding')) : new Set<string>();
  let chosen: { name: string; file: string; stats: { size: number; mtimeMs: number } } | null = null;
  for (const encoding of encodings) {
    if (!accepted.has(encoding.name)) continue;
    const copy = `${file}${encoding.suffix}`;
    const copyStats = await fileStats(copy);
    if (copyStats) {
      chosen = { name: encoding.name, file: copy, stats: copyStats };
      break;
    }
  }
  const sent = chosen?.stats ?? stats;
  // Each encoding is a different body, so each has its own validator.
  const etag = `W/"${sent.size.toString(16)}-${Math.floor(sent.mtimeMs).toString(16)}${chosen ? `-${chosen.name}` : ''}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControlOf(urlPath),
    ETag: etag,
  };
  // Caches must keep the compressed and the plain copies apart.
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (chosen) headers['Content-Encoding'] = chosen.name;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(await readFile(chosen?.file ?? file)), 200, headers);
}

/**
 * Serves the built app from `root`: real files as they are (or their Brotli or gzip copy, when the
 * request accepts it), a page's clean URL its `.html` file, any other path the SPA shell
 * (`index.html`), except missing hashed assets (404, so a stale reference never gets HTML).
 */
export function staticHandler(rootDir: string): (c: Context) => Promise<Response> {
  const root = resolve(rootDir);
  const index = resolve(root, 'index.html');
  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text(messages.methodNotAllowed, 405, { Allow: 'GET, HEAD' });
    }
    const urlPath = c.req.path;
    const file = resolveInside(root, urlPath);
    if (file === null) return c.text(messages.notFound, 404);
    const stats = file === root ? null : await fileStats(file);
    if (stats) return sendFile(c, file, urlPath, stats);
    // A page prerendered at build time (auth/login.html) answers its clean URL (/auth/login).
    const page = file === root || urlPath.endsWith('/') ? null : `${file}.html`;
    const pageStats = page ? await fileStats(page) : null;
    if (page && pageStats) return sendFile(c, page, urlPath, pageStats);
    if (urlPath.startsWith('/assets/')) return c.text(messages.notFound, 404);
    const indexStats = await fileStats(index);
    if (!indexStats) return c.text(messages.notBuilt, 503);
    return sendFile(c, index, '/index.html', indexStats);
  };
}

/** The built app the sandbox serves, which tests may swap for another build beside it (a "deploy"). */
export interface SwappableSite {
  readonly serve: (c: Context) => Promise<Response>;
  /** Serves the build in the sibling directory `name` (dist, dist-next, ...); false if there is none. */
  use(name: string): boolean;
  /** Back to the build the sandbox started with. */
  reset(): void;
}

const buildName = /^dist(-[a-z0-9]+)*$/;

export function swappableSite(rootDir: string): SwappableSite {
  const original = resolve(rootDir);
  let current = staticHandler(original);
  return {
    serve: (c) => current(c),
    use(name) {
      if (!buildName.test(name)) return false;
      const dir = resolve(original, '..', name);
      if (!existsSync(resolve(dir, 'index.html'))) return false;
      current = staticHandler(dir);
      return true;
    },
    reset() {
      current = staticHandler(original);
    },
  };
}
