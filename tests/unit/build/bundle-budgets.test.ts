import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, KB } from '../../bench/bundle/budgets';
import { analyseBundle, PAGE_ROUTES } from '../../bench/bundle/bundle-report';
import type { Manifest } from '../../bench/bundle/manifest-graph';
import { readIndexHtml } from '../../bench/bundle/manifest-graph';
import { readBundleReport } from '../../bench/bundle/read-dist';
import { noise } from '../../fixtures/spreadsheets';
import { builtDist } from './built-dist';

describe('the production build keeps its size budgets', () => {
  const report = readBundleReport(builtDist());

  it('finds what the login page loads from its own page, auth/login.html, and the manifest', () => {
    const loginFiles = report.login.js.map((entry) => entry.file);
    expect(
      loginFiles.some((file) => /^assets\/login-[\w-]+\.js$/.test(file)),
      'the login page entry',
    ).toBe(true);
    expect(
      loginFiles.some((file) => /^assets\/index-[\w-]+\.js$/.test(file)),
      'the app entry',
    ).toBe(false);
    expect(report.login.css.length).toBeGreaterThan(0);
    expect(report.worker.js.map((entry) => entry.file)).toEqual([
      expect.stringMatching(/^assets\/import\.worker-[\w-]+\.js$/),
    ]);
  });

  it('loads at most 107 kB of gzip JavaScript on the login page, and no chunk over 250 kB before the import page', () => {
    expect(checkBudgets(report)).toEqual([]);
  });

  it('keeps the router, the query client and Radix off the login page: React, the HTTP client and zod only', () => {
    const packages = new Set<string>();
    // The maps are kept beside the build, out of what is served.
    const maps = join(builtDist(), '..', 'dist-maps');
    for (const { file } of report.login.js) {
      // The bundler's own runtime helper has no source map: it has no sources.
      if (!existsSync(join(maps, `${file}.map`))) continue;
      const map = JSON.parse(readFileSync(join(maps, `${file}.map`), 'utf8')) as { sources: string[] };
      for (const source of map.sources) {
        const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
        if (name) packages.add(name);
      }
    }
    expect([...packages].sort()).toEqual(['ky', 'react', 'react-dom', 'scheduler', 'zod']);
  });

  it('keeps the worker and its SheetJS off every page before the import page', () => {
    const worker = report.worker.js[0]?.file;
    expect(report.beforeImport.map((entry) => entry.file)).not.toContain(worker);
    expect(report.login.js.map((entry) => entry.file)).not.toContain(worker);
  });
});

/** A build as Vite describes it, with sizes made up: the budget function against oversize fixtures. */
function fixtureManifest(): Manifest {
  return {
    'index.html': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: [
        `${PAGE_ROUTES.login}?tsr-split=component`,
        `${PAGE_ROUTES.dashboard}?tsr-split=component`,
        `${PAGE_ROUTES.importPages[0]}?tsr-split=component`,
      ],
      css: ['assets/index-a.css'],
    },
    '_vendor.js': { file: 'assets/vendor-b.js' },
    '_charts.js': { file: 'assets/charts-c.js' },
    '_importer.js': { file: 'assets/importer-d.js' },
    [`${PAGE_ROUTES.login}?tsr-split=component`]: {
      file: 'assets/login-e.js',
      isDynamicEntry: true,
      imports: ['_vendor.js'],
    },
    [`${PAGE_ROUTES.dashboard}?tsr-split=component`]: {
      file: 'assets/dashboard-f.js',
      isDynamicEntry: true,
      imports: ['_charts.js'],
    },
    [`${PAGE_ROUTES.importPages[0]}?tsr-split=component`]: {
      file: 'assets/importar-g.js',
      isDynamicEntry: true,
      imports: ['_importer.js'],
    },
  };
}

const html = readIndexHtml(
  '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/vendor-b.js"><link rel="stylesheet" href="/assets/index-a.css">',
);

function analyse(sizes: Record<string, number>) {
  return analyseBundle({
    manifest: fixtureManifest(),
    html,
    textOf: () => '',
    gzipSizeOf: (file) => sizes[file] ?? 1000,
  });
}

describe('checkBudgets', () => {
  it('passes a build within its budgets', () => {
    expect(checkBudgets(analyse({ 'assets/index-a.js': 90 * KB, 'assets/charts-c.js': 200 * KB }))).toEqual([]);
  });

  it('fails a login page whose initial JavaScript is over 107 kB, naming its files', () => {
    const report = analyse({ 'assets/index-a.js': 80 * KB, 'assets/vendor-b.js': 27 * KB });
    expect(report.login.js.map((entry) => entry.file)).toEqual([
      'assets/index-a.js',
      'assets/login-e.js',
      'assets/vendor-b.js',
    ]);
    const violations = checkBudgets(report);
    expect(violations.map((violation) => violation.budget)).toEqual(['loginJsGzipBytes']);
    expect(violations[0]?.message).toContain('107.0 kB');
    expect(violations[0]?.message).toContain('assets/vendor-b.js');
  });

  it('fails a chunk over 250 kB that a page before the import page loads', () => {
    const violations = checkBudgets(analyse({ 'assets/charts-c.js': 251 * KB }));
    expect(violations).toEqual([
      { budget: 'chunkBeforeImportGzipBytes', message: expect.stringContaining('assets/charts-c.js') as string },
    ]);
  });

  it('allows a large chunk that only the import page loads', () => {
    const report = analyse({ 'assets/importer-d.js': 400 * KB });
    expect(report.beforeImport.map((entry) => entry.file)).not.toContain('assets/importer-d.js');
    expect(checkBudgets(report)).toEqual([]);
  });

  it('counts the dashboard only for what it adds to the login page', () => {
    const report = analyse({ 'assets/dashboard-f.js': 5 * KB, 'assets/charts-c.js': 7 * KB });
    expect(report.dashboardAdds.js.map((entry) => entry.file)).toEqual(['assets/charts-c.js', 'assets/dashboard-f.js']);
    expect(report.dashboardAdds.jsGzipBytes).toBe(12 * KB);
  });

  it('measures the login page from its own page and entry when the build has one', () => {
    const manifest: Manifest = {
      ...fixtureManifest(),
      'auth/login.html': {
        file: 'assets/login-h.js',
        isEntry: true,
        imports: ['_react.js'],
        css: ['assets/login-h.css'],
      },
      '_react.js': { file: 'assets/react-i.js' },
    };
    const report = analyseBundle({
      manifest,
      html,
      loginHtml: readIndexHtml(
        '<script type="module" src="/assets/login-h.js"></script><link rel="modulepreload" href="/assets/react-i.js"><link rel="stylesheet" href="/assets/login-h.css">',
      ),
      textOf: () => '',
      gzipSizeOf: () => 1000,
    });
    expect(report.login.js.map((entry) => entry.file)).toEqual(['assets/login-h.js', 'assets/react-i.js']);
    expect(report.login.css.map((entry) => entry.file)).toEqual(['assets/login-h.css']);
  });

  it('takes stricter budgets when given', () => {
    expect(checkBudgets(analyse({}), { ...BUDGETS, loginJsGzipBytes: 2 * KB })).toHaveLength(1);
  });
});

describe('readBundleReport on an oversize build on disk', () => {
  const directory = mkdtempSync(join(tmpdir(), 'budget-fixture-'));
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('gzips the real files and reports the login page over budget', () => {
    const write = (file: string, content: string | Uint8Array) => {
      mkdirSync(dirname(join(directory, file)), { recursive: true });
      writeFileSync(join(directory, file), content);
    };
    write('.vite/manifest.json', JSON.stringify(fixtureManifest()));
    write('index.html', '<script type="module" src="/assets/index-a.js"></script>');
    // Incompressible bytes: gzip cannot bring 160 kB under the 107 kB budget.
    write('assets/index-a.js', noise(160 * KB));
    for (const file of [
      'assets/vendor-b.js',
      'assets/charts-c.js',
      'assets/importer-d.js',
      'assets/login-e.js',
      'assets/dashboard-f.js',
      'assets/importar-g.js',
    ])
      write(file, 'export {};');
    write('assets/index-a.css', 'body{}');

    const report = readBundleReport(directory);
    expect(report.login.jsGzipBytes).toBeGreaterThan(160 * KB);
    expect(checkBudgets(report).map((violation) => violation.budget)).toEqual(['loginJsGzipBytes']);
  });
});
