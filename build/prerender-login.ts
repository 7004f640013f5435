import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';

/** Where auth/login.html takes the login page's markup. */
export const PRERENDER_PLACEHOLDER = '<!--login-prerender-->';
const PAGE = 'auth/login.html';
const RENDERER = '/src/login/prerender.tsx';

/** The worker's one message: the markup, or why there is none. */
type RenderResult = { markup: string } | { error: string };

function isRenderResult(value: unknown): value is RenderResult {
  if (typeof value !== 'object' || value === null) return false;
  return (
    typeof (value as { markup?: unknown }).markup === 'string' ||
    typeof (value as { error?: unknown }).error === 'string'
  );
}

/** The login page's markup, from a worker thread that is ended as soon as it answers. */
export async function renderLogin(root: string): Promise<string> {
  const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), {
    workerData: { root, renderer: RENDERER },
  });
  try {
    const result = await new Promise<unknown>((resolveResult, reject) => {
      worker.once('message', resolveResult);
      worker.once('error', reject);
      worker.once('exit', (code) => {
        reject(new Error(`el prerenderizado terminó sin responder (código ${code})`));
      });
    });
    if (!isRenderResult(result)) throw new Error('el prerenderizado respondió algo inesperado');
    if ('error' in result) throw new Error(`no se pudo prerenderizar ${PAGE}: ${result.error}`);
    return result.markup;
  } finally {
    await worker.terminate();
  }
}

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * The page paints from its stylesheets alone, so they are asked for before the scripts: on a slow
 * link the module preloads would otherwise share the first round trips with them.
 */
export function stylesheetsFirst(html: string): string {
  const sheets = html.match(STYLESHEET) ?? [];
  const firstScript = html.search(/<script type="module"|<link rel="modulepreload"/);
  if (sheets.length === 0 || firstScript < 0) return html;
  const withoutSheets = html.replace(STYLESHEET, '');
  const at = withoutSheets.search(/<script type="module"|<link rel="modulepreload"/);
  return `${withoutSheets.slice(0, at)}${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n    ${withoutSheets.slice(at)}`;
}

const STYLESHEET_HREF = /<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;

/**
 * The page's stylesheets as one: their text in the page's order (so the cascade is the same) and
 * the page with one link where the first stood, to `href`. On a slow link over HTTP/1.1 each extra
 * sheet opens a connection of its own before the page can paint, one round trip more than a single
 * sheet, which reuses the connection the page came on. Null when there is nothing to join.
 */
export function joinStylesheets(
  html: string,
  read: (file: string) => string | undefined,
  href: (css: string) => string,
): { readonly html: string; readonly css: string; readonly joined: readonly string[] } | null {
  const links = [...html.matchAll(STYLESHEET_HREF)];
  if (links.length < 2) return null;
  const joined = links.map((link) => link[1] ?? '');
  const parts = joined.map((file) => {
    const text = read(file);
    if (text === undefined) throw new Error(`${PAGE} enlaza ${file}, que no está en la compilación`);
    return text.trimEnd();
  });
  const css = `${parts.join('\n')}\n`;
  let first = true;
  const page = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
    if (!first) return '';
    first = false;
    return link.replace(/\bhref="[^"]+"/, `href="/${href(css)}"`);
  });
  return { html: page, css, joined };
}

/**
 * Writes the login form into auth/login.html at build time, so /auth/login paints from HTML and
 * CSS on a slow network before any script has arrived; the page's script then takes it over.
 */
export function prerenderLogin(): Plugin {
  let root = process.cwd();
  return {
    name: 'portal:prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (resolve(context.filename) !== resolve(root, PAGE)) return html;
        if (!html.includes(PRERENDER_PLACEHOLDER)) throw new Error(`${PAGE} no tiene ${PRERENDER_PLACEHOLDER}`);
        const markup = await renderLogin(root);
        return stylesheetsFirst(html.replace(PRERENDER_PLACEHOLDER, () => markup));
      },
    },
    // After the HTML is written into the bundle: its stylesheets become one file of its own. The
    // app's pages keep theirs; the files joined stay in the build for them.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle[PAGE];
        if (page?.type !== 'asset' || typeof page.source !== 'string') return;
        const read = (file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        };
        const joined = joinStylesheets(page.source, read, (css) =>
          this.getFileName(this.emitFile({ type: 'asset', name: 'login.css', source: css })),
        );
        if (joined) page.source = joined.html;
      },
    },
  };
}
