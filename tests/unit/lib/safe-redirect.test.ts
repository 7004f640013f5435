import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pagesAfterSignIn, safeRedirectPath } from '@/lib/safe-redirect';

const origin = 'https://portal.example.ni';
const go = (candidate: string | undefined) => safeRedirectPath(candidate, origin);

describe('safeRedirectPath', () => {
  it.each([
    ['/factoring/importar', '/factoring/importar'],
    ['/factoring/historica/detalle/42?pagina=2#facturas', '/factoring/historica/detalle/42?pagina=2#facturas'],
    ['/factoring/aprobar/', '/factoring/aprobar/'],
    ['/productos/card-marca', '/productos/card-marca'],
    [`${origin}/zu`, '/zu'],
    ['/', '/'],
  ])('follows a page of the app: %s', (candidate, expected) => {
    expect(go(candidate)).toBe(expected);
  });

  // Each of these reached another site, or a page that makes no sense after signing in.
  it.each([
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '/\t\\evil.example/',
    '\t//evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    'https://evil.example/factoring',
    'http://portal.example.ni/factoring',
    'https://portal.example.ni.evil.example/factoring',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/auth/login',
    '/recovery/username',
    '/error',
    '/401',
    '/no-existe',
    '/factoring/historica/detalle',
    '/factoring/importar/resumen/extra',
    '',
    undefined,
  ])('goes home instead of %j', (candidate) => {
    expect(go(candidate)).toBe('/');
  });

  // The login page receives the redirect percent-encoded in its query string; what the page reads is
  // the decoded form, and the encoded form must not slip through either if it is ever passed on.
  it.each(['%2F%09%2Fevil.example%2F', '%2F%0A%2Fevil.example%2F', '%2F%0D%2Fevil.example%2F', '%2F%09%5C'])(
    'goes home for %s, decoded or not',
    (encoded) => {
      expect(go(decodeURIComponent(encoded))).toBe('/');
      expect(go(encoded)).toBe('/');
    },
  );

  it('names exactly the signed-in pages of the router', () => {
    const tree = readFileSync(new URL('../../../src/app/route-tree.gen.ts', import.meta.url), 'utf8');
    const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
    const signedIn = [...byFullPath.matchAll(/'([^']+)': typeof Protected\w+/g)].map(([, path = '']) =>
      path.length > 1 ? path.replace(/\/$/, '') : path,
    );
    expect(signedIn.length).toBeGreaterThan(10);
    expect([...new Set(signedIn)].sort()).toEqual([...pagesAfterSignIn].sort());
  });
});
