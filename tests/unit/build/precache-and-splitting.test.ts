import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readBundleReport } from '../../bench/bundle/read-dist';
import { allRouteSplits, manifestSchema } from '../../bench/bundle/manifest-graph';
import { builtDist } from './built-dist';

const dist = builtDist();
const routesDirectory = fileURLToPath(new URL('../../../src/routes/', import.meta.url));

/** The URLs Workbox precaches, from the generated dist/sw.js. */
function precachedUrls(): Set<string> {
  const serviceWorker = readFileSync(`${dist}sw.js`, 'utf8');
  return new Set(Array.from(serviceWorker.matchAll(/\{url:"([^"]+)",revision:/g), (match) => match[1] ?? ''));
}

describe('the production build', () => {
  const report = readBundleReport(dist);
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')));

  it('precaches the import worker, the page shell and every chunk, so an installed app imports offline', () => {
    const precached = precachedUrls();
    expect(precached.size).toBeGreaterThan(20);
    const worker = report.worker.js.map((entry) => entry.file);
    expect(worker).toHaveLength(1);
    const everyChunk = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    const missing = ['index.html', 'manifest.webmanifest', ...worker, ...everyChunk].filter(
      (url) => !precached.has(url),
    );
    expect(missing).toEqual([]);
  });

  it('splits every page into its own chunk, loaded only when its route is', () => {
    const routeFiles = readdirSync(routesDirectory, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('__root.tsx'))
      .map((file) => `src/routes/${file.replaceAll('\\', '/')}`);
    const split = new Set(
      allRouteSplits(manifest)
        .filter(({ key }) => key.endsWith('?tsr-split=component'))
        .map(({ routeFile }) => routeFile),
    );
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(routeFiles.filter((file) => !split.has(file))).toEqual([]);
    // The login page loads its own route's chunk and its layout's, no other page's.
    const loginChunks = new Set(report.login.js.map((entry) => entry.file));
    const otherPages = allRouteSplits(manifest).filter(
      ({ routeFile }) => !['src/routes/_auth.tsx', 'src/routes/_auth/auth/login.tsx'].includes(routeFile),
    );
    expect(
      otherPages.map(({ key }) => manifest[key]?.file).filter((file) => file !== undefined && loginChunks.has(file)),
    ).toEqual([]);
  });
});
