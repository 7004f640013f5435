import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/api/schemas';
import { linkSessionAcrossTabs } from '../../../src/lib/session/session-across-tabs';
import { createSessionStore, type SessionPersistence } from '../../../src/lib/session/session-store';
import { createTabSession } from '../../../src/lib/session/tab-session';
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

  it('goes to login after the bounded wait when no tab is signed in, and a late offer changes nothing', async () => {
    const hub = channelHub(5);
    const signedOut = openTab(hub);
    const second = openTab(hub);
    const joining = second.link.join(500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(joining).resolves.toBe(false);
    // Nobody answered: a signed-out tab never does.
    expect(hub.posted).toEqual([{ type: 'request', id: 'request-000000000001' }]);

    // A signed-in tab that only answers after the wait is too late for this page load.
    signedOut.store.signIn('token-late', user);
    hub.setLatency(600);
    const third = openTab(hub);
    const late = third.link.join(500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(late).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(third.store.isAuthenticated()).toBe(false);
    expect(third.storage.readToken()).toBeNull();
    // And it does not ask again later in the same page load.
    await expect(third.link.join(500)).resolves.toBe(false);
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
