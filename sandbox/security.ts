import type { MiddlewareHandler } from 'hono';

/** No inline script or style, nothing framed, nothing loaded from elsewhere. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * A year of HTTPS only, subdomains included, once the site is reached over HTTPS: a later visit
 * typed as http:// never goes out in clear, where it could be turned to another site. Browsers
 * ignore the header over plain HTTP, so it is sent only over HTTPS.
 */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** Whether the request reached the sandbox over HTTPS (the sandbox also answers plain http://localhost). */
export function overHttps(url: string): boolean {
  return new URL(url).protocol === 'https:';
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** On every response, errors and static files included; `/api/` answers are never cached. */
export function securityMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
    if (overHttps(c.req.url)) c.header('Strict-Transport-Security', strictTransportSecurity);
    if (isApiPath(c.req.path)) c.header('Cache-Control', 'no-store');
  };
}
