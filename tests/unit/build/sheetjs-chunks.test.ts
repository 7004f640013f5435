import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtDist } from './built-dist';

/**
 * SheetJS must only ever run in the import worker (the page never freezes, and a
 * hostile workbook is never parsed next to the session). This reads every chunk of the
 * production build in dist/, which `npm test` makes before the unit tests.
 */

// Text of SheetJS's own code that survives minification: its licence banner, a ZIP error, a SYLK id.
const SHEETJS_MARKERS = ['sheetjs (C) 2013-present SheetJS', 'Unsupported ZIP Compression method', 'ID;PSheetJS;N;E'];

const outDir = builtDist();

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The chunks a file imports statically or dynamically, by their emitted names. */
function importsOf(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([\w.-]+\.js)["']/g)) {
    if (match[1]) names.add(match[1]);
  }
  return [...names];
}

const hasSheetJs = (code: string) => SHEETJS_MARKERS.some((marker) => code.includes(marker));

describe('the production build', () => {
  it('keeps SheetJS out of every chunk the page loads, and inside the import worker', () => {
    const files = jsFiles(outDir);
    const code = new Map(files.map((file) => [relative(outDir, file), readFileSync(file, 'utf8')]));
    const workerEntries = [...code.keys()].filter((file) => /(^|\/)import\.worker-[\w-]+\.js$/.test(file));
    expect(workerEntries, 'exactly one import worker chunk').toHaveLength(1);
    const [workerEntry = ''] = workerEntries;

    // The worker and whatever it imports; nothing else may contain SheetJS.
    const workerChunks = new Set<string>();
    const pending = [workerEntry];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (workerChunks.has(file)) continue;
      workerChunks.add(file);
      const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
      pending.push(...importsOf(code.get(file) ?? '').map((name) => dir + name));
    }
    const workerCode = [...workerChunks].map((file) => code.get(file) ?? '').join('\n');
    // Proves the markers find SheetJS at all (booleans: the chunk is too large to print on failure).
    expect(
      SHEETJS_MARKERS.filter((marker) => !workerCode.includes(marker)),
      'markers missing from the worker',
    ).toEqual([]);

    const pageChunks = [...code.keys()].filter((file) => !workerChunks.has(file));
    expect(pageChunks.length).toBeGreaterThan(5);
    expect(pageChunks.filter((file) => hasSheetJs(code.get(file) ?? ''))).toEqual([]);

    // The page really starts that worker (the bridge is wired, not dead code).
    const workerName = workerEntry.slice(workerEntry.lastIndexOf('/') + 1);
    expect(pageChunks.some((file) => code.get(file)?.includes(workerName))).toBe(true);
  });
});
