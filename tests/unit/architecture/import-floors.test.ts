import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The contract is the floor every party stands on: the app, the import worker, the sandbox and the
 * scripts import contract/, and it imports none of them, so the sandbox never depends on the app's
 * tree. ESLint keeps it so (eslint.config.js); these tests plant the imports that rule must refuse,
 * and read the whole tree for what no rule can see.
 */

const root = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file))
    .map((file) => path.join(folder, file));
}

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');
}

describe('contract/ imports nothing of the parties that stand on it', () => {
  const eslint = new ESLint({ cwd: root });
  const host = 'contract/money.ts';
  const original = readFileSync(path.join(root, host), 'utf8');

  async function floorErrors(planted: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${original}\n${planted}\n`, { filePath: path.join(root, host) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
      .map((message) => message.message);
  }

  it('as it stands, no import of contract/ reaches outside it', async () => {
    expect(await floorErrors('')).toEqual([]);
  }, 60_000);

  it.each([
    ["import { formatDay } from '../src/lib/format';", 'the app, by a relative path'],
    ["import { formatDay } from '@/lib/format';", 'the app, by its alias'],
    ["import { seedLoads } from '../sandbox/seed';", 'the sandbox'],
    ["import { importWorkbook } from '../workers/import-engine/index';", 'the worker'],
    ["import { checkContract } from '../scripts/contract-check/check';", 'a script'],
  ])(
    'refuses %s (%s)',
    async (planted) => {
      const errors = await floorErrors(planted);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('contract/ no importa nada');
    },
    60_000,
  );

  it('no file of contract/ names another folder of the repository', () => {
    const outside = sourceFiles('contract').flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.') && !specifier.startsWith('./'))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(outside).toEqual([]);
  });
});

describe('imports say where they land', () => {
  it('the sandbox, the worker and the scripts take the contract from contract/, never from src/', () => {
    const intoSrc = ['sandbox', 'workers', 'scripts'].flatMap((folder) =>
      sourceFiles(folder).flatMap((file) =>
        importsOf(file)
          .filter((specifier) => /^(\.\.\/)+src\//.test(specifier) || specifier.startsWith('@/'))
          .map((specifier) => `${file}: ${specifier}`),
      ),
    );
    expect(intoSrc).toEqual([]);
  });

  it('no import in src/, workers/ or sandbox/ climbs more than two folders', () => {
    const climbing = ['src', 'workers', 'sandbox'].flatMap((folder) =>
      sourceFiles(folder).flatMap((file) =>
        importsOf(file)
          .filter((specifier) => specifier.startsWith('../../../'))
          .map((specifier) => `${file}: ${specifier}`),
      ),
    );
    expect(climbing).toEqual([]);
  });
});
