import {
  allRouteSplits,
  entryDynamicNonRoutes,
  entryKey,
  filesOf,
  routeSplitKeys,
  staticClosure,
} from './manifest-graph';
import type { FileSet, HtmlAssets, Manifest } from './manifest-graph';

/** The pages the budgets speak of, by route source file. */
export const ROUTES_DIRECTORY = 'src/routes';
export const PAGE_ROUTES = {
  login: 'src/routes/_auth/auth/login.tsx',
  dashboard: 'src/routes/_protected/index.tsx',
  /** The import page and the review that follows it: what the worker is for. */
  importPages: [
    'src/routes/_protected/factoring/importar/index.tsx',
    'src/routes/_protected/factoring/importar/resumen.tsx',
  ],
} as const;

export interface SizedFile {
  file: string;
  gzipBytes: number;
}

export interface PageWeight {
  js: SizedFile[];
  css: SizedFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export interface BundleReport {
  /**
   * What the login page loads: its own page's entry and imports when the build has one, else
   * index.html's files, the entry's imports and the login route's chunks.
   */
  login: PageWeight;
  /** What the dashboard loads on top of the login page. */
  dashboardAdds: PageWeight;
  /** The import worker, found from the `new Worker(new URL(...))` in the page's chunks. */
  worker: PageWeight;
  /** Every JavaScript chunk that can load before the import page: all but the import route's own. */
  beforeImport: SizedFile[];
}

export interface BundleInput {
  manifest: Manifest;
  html: HtmlAssets;
  /**
   * The login page's own HTML (auth/login.html), when the build makes one: /auth/login then loads
   * that page's entry, not the app's.
   */
  loginHtml?: HtmlAssets | undefined;
  /** Source text of a built file (to find workers), by its path under dist/. */
  textOf: (file: string) => string;
  /** Gzip size of a built file, by its path under dist/. */
  gzipSizeOf: (file: string) => number;
}

function weigh(files: FileSet, gzipSizeOf: (file: string) => number): PageWeight {
  const sized = (names: Iterable<string>) => [...names].sort().map((file) => ({ file, gzipBytes: gzipSizeOf(file) }));
  const js = sized(files.js);
  const css = sized(files.css);
  const sum = (list: SizedFile[]) => list.reduce((total, entry) => total + entry.gzipBytes, 0);
  return { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css) };
}

function minus(files: FileSet, already: FileSet): FileSet {
  return {
    js: new Set([...files.js].filter((file) => !already.js.has(file))),
    css: new Set([...files.css].filter((file) => !already.css.has(file))),
  };
}

const WORKER_URL = /new (?:Shared)?Worker\(\s*new URL\(\s*[`'"]\/?([^`'"]+\.js)[`'"]/g;

/** Workers the page's chunks start, with nothing hard-coded about their names. */
export function findWorkers(jsFiles: Iterable<string>, textOf: (file: string) => string): Set<string> {
  const workers = new Set<string>();
  for (const file of jsFiles) {
    for (const match of textOf(file).matchAll(WORKER_URL)) if (match[1]) workers.add(match[1]);
  }
  return workers;
}

function pageFiles(manifest: Manifest, startKeys: readonly string[], leaf: string | null, html: HtmlAssets): FileSet {
  const routeKeys = leaf === null ? [] : routeSplitKeys(manifest, ROUTES_DIRECTORY, leaf);
  const files = filesOf(manifest, staticClosure(manifest, [...startKeys, ...routeKeys]));
  for (const preload of html.preloads) files.js.add(preload.replace(/^\//, ''));
  for (const sheet of html.stylesheets) files.css.add(sheet.replace(/^\//, ''));
  return files;
}

/** The weights of the login page, the dashboard, the worker, and the chunks before the import page. */
export function analyseBundle({ manifest, html, loginHtml, textOf, gzipSizeOf }: BundleInput): BundleReport {
  const entry = entryKey(manifest, html.entryScript);
  const start = [entry, ...entryDynamicNonRoutes(manifest, entry)];
  const loginEntry = loginHtml ? entryKey(manifest, loginHtml.entryScript) : null;
  const login =
    loginHtml && loginEntry !== null
      ? pageFiles(manifest, [loginEntry, ...entryDynamicNonRoutes(manifest, loginEntry)], null, loginHtml)
      : pageFiles(manifest, start, PAGE_ROUTES.login, html);
  const dashboard = pageFiles(manifest, start, PAGE_ROUTES.dashboard, html);

  const importRoutes = new Set<string>(PAGE_ROUTES.importPages);
  const otherRoots = allRouteSplits(manifest)
    .filter(({ routeFile }) => !importRoutes.has(routeFile))
    .map(({ key }) => key);
  const beforeImportFiles = filesOf(manifest, staticClosure(manifest, [...start, ...otherRoots]));
  const allMainThreadJs = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
  const workers = findWorkers(allMainThreadJs, textOf);

  return {
    login: weigh(login, gzipSizeOf),
    dashboardAdds: weigh(minus(dashboard, login), gzipSizeOf),
    worker: weigh({ js: workers, css: new Set() }, gzipSizeOf),
    beforeImport: weigh(beforeImportFiles, gzipSizeOf).js,
  };
}
