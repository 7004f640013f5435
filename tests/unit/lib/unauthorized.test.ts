import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleUnauthorized, loginAfterExpiry, setNavigator } from '@/lib/http/unauthorized';

describe('where a 401 sends the user', () => {
  it('goes to login saying the session expired, and back to the page the user was on', () => {
    expect(loginAfterExpiry({ pathname: '/factoring/historica', search: '?page=2' })).toBe(
      '/auth/login?reason=expired&redirect=%2Ffactoring%2Fhistorica%3Fpage%3D2',
    );
  });

  it('does not remember the dashboard, an auth page or an unknown location', () => {
    expect(loginAfterExpiry({ pathname: '/', search: '' })).toBe('/auth/login?reason=expired');
    expect(loginAfterExpiry({ pathname: '/auth/login', search: '?reason=idle' })).toBe('/auth/login?reason=expired');
    expect(loginAfterExpiry(undefined)).toBe('/auth/login?reason=expired');
  });
});

describe('a 401 after the redirect to login', () => {
  afterEach(() => {
    setNavigator(null);
    vi.useRealTimers();
  });

  /** One 401 while the browser shows `pathname` + `search`; returns where the app navigated. */
  function unauthorizedAt(pathname: string, search: string): string[] {
    vi.useFakeTimers();
    vi.stubGlobal('location', { pathname, search });
    const visited: string[] = [];
    setNavigator((path) => visited.push(path));
    handleUnauthorized();
    vi.runAllTimers();
    return visited;
  }

  it('leaves the login page and its way back as they are', () => {
    const loginWithWayBack = '?reason=expired&redirect=%2Ffactoring%2Fimportar%2Fresumen';
    expect(unauthorizedAt('/auth/login', loginWithWayBack)).toEqual([]);
  });

  it('still sends a protected page to login', () => {
    expect(unauthorizedAt('/factoring/aprobar', '')).toEqual([
      '/auth/login?reason=expired&redirect=%2Ffactoring%2Faprobar',
    ]);
  });
});
