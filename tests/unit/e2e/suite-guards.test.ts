import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contract } from '../../../src/api/contract';

const e2e = fileURLToPath(new URL('../../e2e/', import.meta.url));
const specs = readdirSync(e2e).filter((name) => name.endsWith('.spec.ts'));
const read = (name: string) => readFileSync(`${e2e}${name}`, 'utf8');

describe('the e2e suite', () => {
  it('runs every spec on the shared fixtures, whose CSP guard fails a test on any violation', () => {
    expect(specs.length).toBeGreaterThan(10);
    const strays = specs.filter(
      (name) => !/^import \{[^}]*\btest\b[^}]*\} from '\.\/support\/fixtures';$/m.test(read(name)),
    );
    expect(strays).toEqual([]);
  });

  it('puts every call of the contract through the failure matrix', () => {
    const matrix = specs
      .filter((name) => name.startsWith('failure-matrix-'))
      .map(read)
      .join('\n');
    const missing = Object.entries(contract)
      .map(([name, endpoint]) => ({
        name,
        segment:
          endpoint.path
            .split('/')
            .filter((part) => !part.startsWith(':'))
            .at(-1) ?? '',
      }))
      // A fault is armed on the path: `${factoring}Name`, '^auth/name$' and the like.
      .filter(({ segment }) => !new RegExp(`[/}]${segment}\\b`).test(matrix))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });
});
