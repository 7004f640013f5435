import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const assets = new URL('../../../dist/assets/', import.meta.url);
// A property name of SheetJS's API: it survives minification, and only SheetJS defines it.
const sheetJsMarker = 'sheet_to_json';

describe('the production build (npm run build first)', () => {
  const scripts = existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith('.js')) : [];

  it('exists', () => {
    expect(scripts.length, 'dist/assets no existe: ejecute «npm run build» antes de esta prueba').toBeGreaterThan(0);
  });

  it('keeps SheetJS in the import worker and out of every main-thread chunk', () => {
    const withSheetJs = scripts.filter((name) => readFileSync(new URL(name, assets), 'utf8').includes(sheetJsMarker));
    expect(withSheetJs.length, 'the worker chunk must carry SheetJS (else the marker is wrong)').toBeGreaterThan(0);
    expect(withSheetJs.filter((name) => !/^import\.worker-[\w-]+\.js$/.test(name))).toEqual([]);
  });
});
