import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLogout, registerLogoutConfirmer } from '@/lib/logout-confirmation';

const unregister: (() => void)[] = [];
afterEach(() => {
  for (const off of unregister.splice(0)) off();
});

describe('confirming an explicit logout', () => {
  it('goes on when nobody needs to ask', async () => {
    await expect(confirmLogout()).resolves.toBe(true);
  });

  it('waits for each confirmer and stops at the first that says stay', async () => {
    const order: string[] = [];
    unregister.push(
      registerLogoutConfirmer(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push('borradores');
        return false;
      }),
    );
    const later = vi.fn(() => Promise.resolve(true));
    unregister.push(registerLogoutConfirmer(later));
    await expect(confirmLogout()).resolves.toBe(false);
    expect(order).toEqual(['borradores']);
    expect(later).not.toHaveBeenCalled();
  });

  it('never keeps the user signed in because a confirmer failed, and forgets unregistered ones', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const off = registerLogoutConfirmer(() => Promise.reject(new Error('IndexedDB cerrado')));
    await expect(confirmLogout()).resolves.toBe(true);
    off();
    const stay = registerLogoutConfirmer(() => Promise.resolve(false));
    unregister.push(stay);
    await expect(confirmLogout()).resolves.toBe(false);
  });
});
