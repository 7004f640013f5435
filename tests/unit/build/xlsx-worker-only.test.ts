import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtDist } from './built-dist';

const assets = `${builtDist()}assets/`;
// A property name of SheetJS's API: it survives minification, and only SheetJS defines it.
const sheetJsMarker = 'sheet_to_json';

describe('the production build', () => {
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));

  it('keeps SheetJS in the import worker and out of every main-thread chunk', () => {
    const withSheetJs = scripts.filter((name) => readFileSync(`${assets}${name}`, 'utf8').includes(sheetJsMarker));
    expect(withSheetJs.length, 'the worker chunk must carry SheetJS (else the marker is wrong)').toBeGreaterThan(0);
    expect(withSheetJs.filter((name) => !/^import\.worker-[\w-]+\.js$/.test(name))).toEqual([]);
  });
});
