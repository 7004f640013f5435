import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { analyseBundle } from './bundle-report';
import type { BundleReport } from './bundle-report';
import { manifestSchema, readIndexHtml } from './manifest-graph';

/** The page /auth/login is served from, prerendered at build time. */
export const LOGIN_PAGE = join('auth', 'login.html');

/** Gzip at level 9, as `gzip -9` and Vite's own size report compress. */
export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).byteLength;
}

/** The bundle report of a production build in `distDirectory` (built with `build.manifest`). */
export function readBundleReport(distDirectory: string): BundleReport {
  const manifestPath = join(distDirectory, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} no existe: ejecute «npm run build» (con build.manifest activado) antes`);
  }
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const html = readIndexHtml(readFileSync(join(distDirectory, 'index.html'), 'utf8'));
  const loginPage = join(distDirectory, LOGIN_PAGE);
  const loginHtml = existsSync(loginPage) ? readIndexHtml(readFileSync(loginPage, 'utf8')) : undefined;
  return analyseBundle({
    manifest,
    html,
    loginHtml,
    textOf: (file) => readFileSync(join(distDirectory, file), 'utf8'),
    gzipSizeOf: (file) => gzipSize(readFileSync(join(distDirectory, file))),
  });
}
