/**
 * The pages a sign-in may continue to: the signed-in part of the app, written as its routes are
 * (`$name` stands for one path segment). Sign-in, recovery and the error pages are left out: going
 * back to them after signing in makes no sense. A unit test keeps this list equal to the router's.
 */
export const pagesAfterSignIn = [
  '/',
  '/zu',
  '/productos/$product',
  '/factoring',
  '/factoring/descontar',
  '/factoring/importar',
  '/factoring/importar/resumen',
  '/factoring/aprobar',
  '/factoring/aprobar/aprobar/$idLoad',
  '/factoring/aprobar/detalle/$idLoad',
  '/factoring/aprobar/rechazar/$idLoad',
  '/factoring/desembolsos',
  '/factoring/desembolsos/detalle',
  '/factoring/desembolsos/detalle/$idCreditForm',
  '/factoring/historica',
  '/factoring/historica/detalle/$idLoad',
] as const;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const patterns = pagesAfterSignIn.map(segmentsOf);

function isPageAfterSignIn(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith('$') ? true : part === segments[index])),
  );
}

/**
 * Where to go after signing in, given the `redirect` the login page was opened with: the target is
 * resolved the way the browser will resolve it (the URL parser drops tabs and line breaks and reads
 * `\` as `/`, so `/\t/evil.example` becomes `//evil.example`, another site), and followed only when
 * it stays on this origin and names one of the app's pages. Anything else goes home.
 */
export function safeRedirectPath(candidate: string | undefined, origin: string = window.location.origin): string {
  if (!candidate) return '/';
  let target: URL;
  try {
    target = new URL(candidate, origin);
  } catch {
    return '/';
  }
  if (target.origin !== origin || !isPageAfterSignIn(target.pathname)) return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}
