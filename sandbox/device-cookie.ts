import { getCookie, setCookie } from 'hono/cookie';
import type { SandboxContext } from './contract-route';
import type { DeviceOwner, DeviceTokens } from './device-token';
import { overHttps } from './security';

/** Sent only with sign-in and recovery calls: the rest of the API never needs to know the device. */
export const deviceCookiePath = '/api/auth';

/** The id of the valid device token this browser sent for `userName`'s owner, or null for an unknown browser. */
export function presentedDevice(
  c: SandboxContext,
  devices: DeviceTokens,
  userName: string,
  owner: DeviceOwner | undefined,
): string | null {
  return devices.verify(getCookie(c, devices.cookieName(userName)), owner);
}

/**
 * After a right password: a fresh token each time (OWASP), so a token never outlives 90 days of
 * disuse. HttpOnly keeps it from page scripts, SameSite=Strict from other sites' requests.
 */
export function rememberDevice(c: SandboxContext, devices: DeviceTokens, owner: DeviceOwner): void {
  const token = devices.issue(owner);
  setCookie(c, token.name, token.value, {
    path: deviceCookiePath,
    httpOnly: true,
    // Always over HTTPS in production; the sandbox also answers plain http://localhost in development.
    secure: overHttps(c.req.url),
    sameSite: 'Strict',
    maxAge: token.maxAgeSeconds,
  });
}
