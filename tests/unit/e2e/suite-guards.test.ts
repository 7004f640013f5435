import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const e2e = fileURLToPath(new URL('../../e2e/', import.meta.url));
const specs = readdirSync(e2e).filter((name) => name.endsWith('.spec.ts'));
const support = readdirSync(`${e2e}support/`).map((name) => `support/${name}`);
const read = (name: string) => readFileSync(`${e2e}${name}`, 'utf8');

describe('the e2e suite', () => {
  it('runs every spec on the shared fixtures, whose CSP guard fails a test on any violation', () => {
    expect(specs.length).toBeGreaterThan(10);
    const strays = specs.filter(
      (name) => !/^import \{[^}]*\btest\b[^}]*\} from '\.\/support\/fixtures';$/m.test(read(name)),
    );
    expect(strays).toEqual([]);
  });

  it('never waits a fixed time: a test waits for what it expects to see, or for the event that proves it', () => {
    const waits = [...specs, ...support].filter((name) =>
      /\bwaitForTimeout\s*\(|\bsetTimeout\s*\(\s*resolve/.test(read(name)),
    );
    expect(waits).toEqual([]);
  });

  it('writes its pictures under .reports/, never over the tracked docs/screenshots/', () => {
    const writers = [...specs, ...support].filter((name) => /['"`]docs\/screenshots/.test(read(name)));
    expect(writers).toEqual([]);
  });
});
