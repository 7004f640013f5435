import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SandboxApp } from './contract-route';
import { contentTypeOf } from './static';

const pageDir = fileURLToPath(new URL('./api-docs', import.meta.url));
const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const documentPath = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

/** The only files the reference serves: the renderer's, from node_modules, and the page's own. */
const files: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': join(swaggerDir, 'swagger-ui-bundle.js'),
  'swagger-ui.css': join(swaggerDir, 'swagger-ui.css'),
  'docs.js': join(pageDir, 'docs.js'),
  'docs.css': join(pageDir, 'docs.css'),
};

/**
 * The committed OpenAPI document at /api/openapi.json and a readable reference at /api/docs,
 * rendered by Swagger UI from local files: the lender's backend team reads the contract there.
 */
export function registerApiDocs(app: SandboxApp): void {
  app.get('/api/openapi.json', (c) =>
    c.body(readFileSync(documentPath), 200, { 'Content-Type': 'application/json; charset=utf-8' }),
  );
  // Under the site's own CSP, with no exception: the renderer's scripts and styles are files, and
  // the page's settings (sandbox/api-docs/docs.js) avoid the inline colours of its code highlighter.
  app.get('/api/docs', (c) =>
    c.body(readFileSync(join(pageDir, 'index.html')), 200, { 'Content-Type': 'text/html; charset=utf-8' }),
  );
  app.get('/api/docs/:file', (c) => {
    const file = files[c.req.param('file')];
    if (file === undefined) return c.notFound();
    return c.body(readFileSync(file), 200, { 'Content-Type': contentTypeOf(file) });
  });
}
