import { describe, expect, it } from 'vitest';
import { loginAfterExpiry } from '../../../src/lib/http/unauthorized';

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
