import { describe, expect, it } from 'vitest';
import { loginSearchAfter } from '@/app/login-search';

describe('the login page a logout leads to', () => {
  it('says why an idle or expired session ended and remembers the page', () => {
    expect(loginSearchAfter('idle', '/factoring/historica?page=2')).toEqual({
      reason: 'idle',
      redirect: '/factoring/historica?page=2',
    });
    expect(loginSearchAfter('expired', '/factoring/aprobar')).toEqual({
      reason: 'expired',
      redirect: '/factoring/aprobar',
    });
  });

  it('remembers neither the dashboard nor an auth page', () => {
    expect(loginSearchAfter('idle', '/')).toEqual({ reason: 'idle' });
    expect(loginSearchAfter('expired', '/auth/login')).toEqual({ reason: 'expired' });
  });

  it('adds nothing to a logout the user chose', () => {
    expect(loginSearchAfter('user', '/factoring/importar')).toEqual({});
    expect(loginSearchAfter('remote', '/factoring/importar')).toEqual({});
  });
});
