import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { analyseBundle } from './bundle-report';
import type { BundleReport } from './bundle-report';
import { manifestSchema, readIndexHtml } from './manifest-graph';

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
  return analyseBundle({
    manifest,
    html,
    textOf: (file) => readFileSync(join(distDirectory, file), 'utf8'),
    gzipSizeOf: (file) => gzipSize(readFileSync(join(distDirectory, file))),
  });
}
