import { z } from 'zod';

/**
 * Vite's build manifest (dist/.vite/manifest.json) as a graph: which files a page loads,
 * found from the source files of its routes, never from hashed chunk names.
 */

const manifestChunk = z.object({
  file: z.string(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  isDynamicEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});

export const manifestSchema = z.record(z.string(), manifestChunk);
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestChunk = z.infer<typeof manifestChunk>;

/** The files a set of chunks brings: their JavaScript and the CSS Vite attaches to them. */
export interface FileSet {
  js: Set<string>;
  css: Set<string>;
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`the manifest has no chunk «${key}»`);
  return found;
}

/** Manifest keys of the chunks `roots` load before running: themselves and their static imports. */
export function staticClosure(manifest: Manifest, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(chunk(manifest, key).imports ?? []));
  }
  return seen;
}

export function filesOf(manifest: Manifest, keys: Iterable<string>): FileSet {
  const files: FileSet = { js: new Set(), css: new Set() };
  for (const key of keys) {
    const { file, css } = chunk(manifest, key);
    if (file.endsWith('.css')) files.css.add(file);
    else files.js.add(file);
    for (const sheet of css ?? []) files.css.add(sheet);
  }
  return files;
}

/** The HTML entry (index.html): the chunk the page's <script type="module"> runs. */
export function entryKey(manifest: Manifest, entryScript: string): string {
  const file = entryScript.replace(/^\//, '');
  const found = Object.entries(manifest).find(([, candidate]) => candidate.isEntry === true && candidate.file === file);
  if (!found) throw new Error(`no manifest entry for the script ${entryScript} of index.html`);
  return found[0];
}

/** What the built index.html makes the browser fetch at once: the module, preloads and styles. */
export interface HtmlAssets {
  entryScript: string;
  preloads: string[];
  stylesheets: string[];
}

export function readIndexHtml(html: string): HtmlAssets {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const scripts = tags.filter((tag) => tag.startsWith('<script') && attribute(tag, 'type') === 'module');
  const entryScript = scripts.map((tag) => attribute(tag, 'src')).find((src) => src !== undefined);
  if (!entryScript) throw new Error('index.html has no <script type="module" src>');
  const links = (rel: string) =>
    tags
      .filter((tag) => tag.startsWith('<link') && attribute(tag, 'rel') === rel)
      .flatMap((tag) => attribute(tag, 'href') ?? []);
  return { entryScript, preloads: links('modulepreload'), stylesheets: links('stylesheet') };
}

/** TanStack Router's split chunks are `<route file>?tsr-split=<part>`. */
const SPLIT = /\?tsr-split=([\w-]+)$/;
/** Parts that only load when something goes wrong. */
const ERROR_PARTS = /^(?:errorComponent|notFoundComponent)$/;

function routeFileOf(key: string): string {
  return key.replace(SPLIT, '');
}

/**
 * The route files on the way to `leaf`, root first: for src/routes/_auth/auth/login.tsx they
 * are __root.tsx, _auth.tsx (or _auth/route.tsx), _auth/auth.tsx, and the leaf itself. A
 * route with no split chunk (its code is in the entry) simply adds nothing.
 */
export function routeChain(routesDirectory: string, leaf: string): string[] {
  const relative = leaf.slice(routesDirectory.length + 1).replace(/\.tsx?$/, '');
  const segments = relative.split('/');
  const chain = [`${routesDirectory}/__root`];
  for (let depth = 1; depth < segments.length; depth += 1) {
    const folder = `${routesDirectory}/${segments.slice(0, depth).join('/')}`;
    chain.push(folder, `${folder}/route`);
  }
  chain.push(`${routesDirectory}/${relative}`);
  return chain;
}

/** Manifest keys of the split chunks a page renders with (not its error or not-found parts). */
export function routeSplitKeys(manifest: Manifest, routesDirectory: string, leaf: string): string[] {
  const chain = new Set(routeChain(routesDirectory, leaf));
  return Object.keys(manifest).filter((key) => {
    const part = SPLIT.exec(key)?.[1];
    if (part === undefined || ERROR_PARTS.test(part)) return false;
    return chain.has(routeFileOf(key).replace(/\.tsx?$/, ''));
  });
}

/** Every route split chunk, with the route file it comes from. */
export function allRouteSplits(manifest: Manifest): { key: string; routeFile: string }[] {
  return Object.keys(manifest)
    .filter((key) => SPLIT.test(key))
    .map((key) => ({ key, routeFile: routeFileOf(key) }));
}

/**
 * Dynamic imports of the entry that are not routes (e.g. workbox-window, which the service
 * worker registration imports on start-up). Counted as loaded at start: an over-count at worst.
 */
export function entryDynamicNonRoutes(manifest: Manifest, entry: string): string[] {
  return (chunk(manifest, entry).dynamicImports ?? []).filter((key) => !SPLIT.test(key));
}
