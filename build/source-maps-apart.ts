import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

async function* mapsUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* mapsUnder(path);
    else if (entry.isFile() && entry.name.endsWith('.map')) yield path;
  }
}

/**
 * Moves every source map out of what is served, into `mapsDir` beside it, under the same paths.
 * The maps hold the whole source; they are for reading error reports (with `build.sourcemap:
 * 'hidden'` no file names its map), not for anyone who opens the site. Whatever copies `dist/` to
 * a server cannot publish them by mistake.
 */
export function sourceMapsApart(outDir: string, mapsDir: string): Plugin {
  return {
    name: 'source-maps-apart',
    apply: 'build',
    closeBundle: {
      // After the service worker is written: its own map goes too.
      order: 'post',
      sequential: true,
      async handler() {
        await rm(mapsDir, { recursive: true, force: true });
        for await (const map of mapsUnder(outDir)) {
          const target = join(mapsDir, relative(outDir, map));
          await mkdir(dirname(target), { recursive: true });
          await rename(map, target);
        }
      },
    },
  };
}
