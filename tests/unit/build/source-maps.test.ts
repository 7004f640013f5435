import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtDist } from './built-dist';

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('source maps', () => {
  it('are kept apart from what is served, and no served file names one', () => {
    const dist = builtDist();
    const served = filesUnder(dist);
    expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
    const naming = served
      .filter((file) => /\.(js|mjs|css)$/.test(file))
      .filter((file) => readFileSync(file, 'utf8').includes('sourceMappingURL'));
    expect(naming).toEqual([]);
  });

  it('exist beside the build, for reading error reports', () => {
    const dist = builtDist();
    const mapsDir = join(dist, '..', 'dist-maps');
    const maps = filesUnder(mapsDir);
    const served = new Set(filesUnder(dist));
    expect(maps.length).toBeGreaterThan(100);
    // Each map is the map of a file that is served, under the same path.
    expect(maps.filter((map) => !served.has(join(dist, map.slice(mapsDir.length + 1, -'.map'.length))))).toEqual([]);
  });
});
