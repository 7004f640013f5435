import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}

const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Readonly<Record<string, LockEntry>>;
};

describe('package-lock.json', () => {
  it('lists every optional platform package, so npm ci accepts it on a fresh machine', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {}).filter(
        (name) => !lock.packages[`node_modules/${name}`] && !lock.packages[`${path}/node_modules/${name}`],
      ),
    );
    expect(missing, 'run: npm run lock:platforms').toEqual([]);
  });
});
