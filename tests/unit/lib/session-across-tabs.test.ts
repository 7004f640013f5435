import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { linkSessionAcrossTabs } from '@/lib/session/session-across-tabs';
import { createSessionStore, type SessionPersistence } from '@/lib/session/session-store';
import { createTabSession } from '@/lib/session/tab-session';
import { channelHub } from './channel-hub';

const user: User = {
  userId: 1003,
  userName: 'autorizador@demo.ni',
  fullName: 'Carlos Andrés Chamorro Solórzano',
  roleName: 'AUTORIZADOR',
  phone: '+505 8890 1122',
};

/** One tab's sessionStorage: its own, never shared with the other tabs. */
function tabStorage(token: string | null = null, stored: User | null = null): SessionPersistence {
  const state = { token, user: stored };
  return {
    readToken: () => state.token,
    readUser: () => state.user,
    save(nextToken, nextUser) {
      state.token = nextToken;
      state.user = nextUser;
    },
    clear() {
      state.token = null;
      state.user = null;
    },
  };
}

let ids = 0;
const nextId = () => `request-${String((ids += 1)).padStart(12, '0')}`;

function openTab(hub: ReturnType<typeof channelHub>, storage: SessionPersistence = tabStorage()) {
  const store = createSessionStore(storage);
  const tabs = createTabSession(hub.factory, nextId);
  return { store, storage, tabs, link: linkSessionAcrossTabs(store, tabs) };
}

beforeEach(() => {
  ids = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a new tab joins the open session', () => {
  it('takes the session a signed-in tab offers, into its own storage, without a login', async () => {
    const hub = channelHub(5);
    openTab(hub, tabStorage('token-a', user));
    const second = openTab(hub);

    const joining = second.link.join(500);
    await vi.advanceTimersByTimeAsync(10);
    await expect(joining).resolves.toBe(true);
    expect(second.store.getSnapshot()).toEqual({ token: 'token-a', user });
    expect(second.storage.readToken()).toBe('token-a');
  });

  it('goes to login after the bounded wait when no tab is signed in, and does not ask again', async () => {
    const hub = channelHub(5);
    openTab(hub);
    const second = openTab(hub);
    const joining = second.link.join(500, 10_000);
    await vi.advanceTimersByTimeAsync(500);
    await expect(joining).resolves.toBe(false);
    // Nobody answered: a signed-out tab never does.
    expect(hub.posted).toEqual([{ type: 'request', id: 'request-000000000001' }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.store.isAuthenticated()).toBe(false);
    // It does not ask again later in the same page load.
    await expect(second.link.join(500)).resolves.toBe(false);
    expect(hub.posted).toHaveLength(1);
  });

  it('takes an offer that misses the wait within the late window, and tells the page it went to', async () => {
    const hub = channelHub(600);
    openTab(hub, tabStorage('token-late', user));
    const second = openTab(hub);
    const joined = vi.fn();
    second.link.onJoined(joined);

    const joining = second.link.join(500, 10_000);
    await vi.advanceTimersByTimeAsync(500);
    await expect(joining).resolves.toBe(false);
    expect(joined).not.toHaveBeenCalled();
    // The request took 600 ms to arrive, and the offer as long again.
    await vi.advanceTimersByTimeAsync(700);
    expect(second.store.getSnapshot()).toEqual({ token: 'token-late', user });
    expect(second.storage.readToken()).toBe('token-late');
    expect(joined).toHaveBeenCalledTimes(1);
  });

  it('ignores an offer later than the late window, and one that finds the tab signed in by its own form', async () => {
    const hub = channelHub(6_000);
    openTab(hub, tabStorage('token-other', user));
    const tooLate = openTab(hub);
    const joined = vi.fn();
    tooLate.link.onJoined(joined);
    void tooLate.link.join(500, 10_000);
    // The offer arrives 12 s after the request: past the 500 ms wait and the 10 s after it.
    await vi.advanceTimersByTimeAsync(13_000);
    expect(tooLate.store.isAuthenticated()).toBe(false);
    expect(joined).not.toHaveBeenCalled();

    hub.setLatency(1_000);
    const typing = openTab(hub);
    typing.link.onJoined(joined);
    void typing.link.join(500, 10_000);
    await vi.advanceTimersByTimeAsync(600);
    typing.store.signIn('token-typed', { ...user, userId: 2001 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(typing.store.getSnapshot().token).toBe('token-typed');
    expect(joined).not.toHaveBeenCalled();
  });

  it('tells the listeners of a join within the wait, and never asks again after signing out', async () => {
    const hub = channelHub(5);
    openTab(hub, tabStorage('token-a', user));
    const second = openTab(hub);
    const joined = vi.fn();
    second.link.onJoined(joined);
    const joining = second.link.join(500, 10_000);
    await vi.advanceTimersByTimeAsync(10);
    await expect(joining).resolves.toBe(true);
    expect(joined).toHaveBeenCalledTimes(1);

    // Signed out in this tab, it goes to the login page, which must not take the session back
    // from a tab that has not yet heard the logout.
    second.store.signOut('user');
    const posted = hub.posted.length;
    await expect(second.link.join(500, 10_000)).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(11_000);
    expect(second.store.isAuthenticated()).toBe(false);
    expect(hub.posted.slice(posted)).toEqual([]);
  });

  it('ignores an answer that arrives after a logout, and nothing is answered after it', async () => {
    const hub = channelHub(5);
    const slow = openTab(hub, tabStorage('token-a', user));
    const first = openTab(hub, tabStorage('token-a', user));
    const second = openTab(hub);
    const joining = second.link.join(500);
    // Both signed-in tabs answer, but their answers are slow; meanwhile the first tab logs out,
    // and its logout arrives before the answers do.
    await vi.advanceTimersByTimeAsync(4);
    hub.setLatency(50);
    await vi.advanceTimersByTimeAsync(2);
    hub.setLatency(1);
    first.store.signOut('user');
    await vi.advanceTimersByTimeAsync(1);
    await expect(joining).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await expect(joining).resolves.toBe(false);
    expect(second.store.isAuthenticated()).toBe(false);

    // After the logout has reached every tab, a new tab asks and hears nothing back.
    slow.store.signOut('remote');
    const after = openTab(hub);
    const asked = after.link.join(500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(asked).resolves.toBe(false);
    expect(hub.posted.filter((message) => (message as { type: string }).type === 'offer')).toHaveLength(2);
  });

  it('ignores offers meant for another request and messages of the wrong shape', async () => {
    const hub = channelHub(1);
    const second = openTab(hub);
    const joining = second.link.join(500);
    await vi.advanceTimersByTimeAsync(1);
    const intruder = hub.factory('portal-session');
    intruder?.postMessage({ type: 'offer', id: 'request-999999999999', token: 'token-x', user });
    intruder?.postMessage({ type: 'offer', id: 'request-000000000001', token: '', user });
    intruder?.postMessage({ type: 'offer', id: 'request-000000000001', token: 'token-x', user: { userId: 1 } });
    await vi.advanceTimersByTimeAsync(500);
    await expect(joining).resolves.toBe(false);
    expect(second.store.isAuthenticated()).toBe(false);
  });

  it('a token renewed in one tab is taken by the tabs sharing that user, not by a signed-out one', async () => {
    const hub = channelHub(1);
    const first = openTab(hub, tabStorage('token-a', user));
    const sharing = openTab(hub, tabStorage('token-a', user));
    const signedOut = openTab(hub);
    first.store.signIn('token-b', user);
    await vi.advanceTimersByTimeAsync(1);
    expect(sharing.store.getSnapshot().token).toBe('token-b');
    expect(signedOut.store.isAuthenticated()).toBe(false);
  });
});
