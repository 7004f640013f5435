import { describe, expect, it } from 'vitest';
import { delayAfterFailures, LoginThrottle, loginThrottleLimits } from '../../../sandbox/login-throttle';

const minute = 60_000;

function throttleAt(start = 0) {
  let now = start;
  const throttle = new LoginThrottle(() => now);
  return {
    throttle,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('sign-in delays', () => {
  it('lets three mistakes pass, then doubles the wait with each failure up to 15 minutes', () => {
    const table = [0, 1, 2, 3, 4, 5, 6, 7, 10, 13, 14, 40].map((failures) => [failures, delayAfterFailures(failures)]);
    expect(table).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 1000],
      [5, 2000],
      [6, 4000],
      [7, 8000],
      [10, 64_000],
      [13, 512_000],
      [14, 15 * minute],
      [40, 15 * minute],
    ]);
  });

  it('makes one client wait for one user name, and nobody else', () => {
    const { throttle, advance } = throttleAt();
    for (let failure = 0; failure < 5; failure += 1) throttle.begin('deudor@demo.ni', '127.0.0.2');
    expect(throttle.retryAfterMs('  DEUDOR@demo.ni ', '127.0.0.2')).toBe(2000);
    expect(throttle.retryAfterMs('deudor@demo.ni', '127.0.0.3')).toBe(0);
    expect(throttle.retryAfterMs('proveedor@demo.ni', '127.0.0.2')).toBe(0);
    advance(1500);
    expect(throttle.retryAfterMs('deudor@demo.ni', '127.0.0.2')).toBe(500);
    advance(500);
    expect(throttle.retryAfterMs('deudor@demo.ni', '127.0.0.2')).toBe(0);
  });

  it("forgives a client's failures when it signs in, but not another client's", () => {
    const { throttle } = throttleAt();
    for (let failure = 0; failure < 6; failure += 1) {
      throttle.begin('deudor@demo.ni', '127.0.0.2');
      throttle.begin('deudor@demo.ni', '127.0.0.3');
    }
    throttle.begin('deudor@demo.ni', '127.0.0.3').succeeded();
    expect(throttle.retryAfterMs('deudor@demo.ni', '127.0.0.3')).toBe(0);
    expect(throttle.retryAfterMs('deudor@demo.ni', '127.0.0.2')).toBe(4000);
  });

  it('stops every client once a user name reaches 100 failures in an hour from many addresses', () => {
    const { throttle, advance } = throttleAt();
    // One failure from each of 99 addresses: none of them alone has to wait.
    for (let client = 1; client < loginThrottleLimits.userCeiling; client += 1) {
      throttle.begin('autorizador@demo.ni', `10.0.0.${client}`);
      advance(1000);
    }
    expect(throttle.retryAfterMs('autorizador@demo.ni', '192.168.1.9')).toBe(0);
    throttle.begin('autorizador@demo.ni', '10.0.1.1');
    // Until the oldest of the hundred is an hour old.
    expect(throttle.retryAfterMs('autorizador@demo.ni', '192.168.1.9')).toBe(60 * minute - 99_000);
    advance(60 * minute - 99_000);
    expect(throttle.retryAfterMs('autorizador@demo.ni', '192.168.1.9')).toBe(0);
  });

  it('counts a sign-in from its start, and takes the count back when the password was right', () => {
    const { throttle } = throttleAt();
    // Four begun and not yet answered: the fourth already earns the first wait.
    for (let attempt = 0; attempt < 4; attempt += 1) throttle.begin('deudor@demo.ni', '127.0.0.2');
    expect(throttle.retryAfterMs('deudor@demo.ni', '127.0.0.2')).toBe(1000);
    // A hundred sign-ins that worked, from as many addresses, never reach the user name's ceiling.
    for (let client = 0; client < loginThrottleLimits.userCeiling; client += 1) {
      throttle.begin('deudor@demo.ni', `10.0.0.${client}`).succeeded();
    }
    expect(throttle.retryAfterMs('deudor@demo.ni', '192.168.1.9')).toBe(0);
  });

  it("takes back nothing of others' failures when a known browser signs in, in the same millisecond", () => {
    const { throttle } = throttleAt();
    for (let client = 0; client < loginThrottleLimits.userCeiling; client += 1) {
      throttle.begin('deudor@demo.ni', `10.0.0.${client}`);
    }
    throttle.begin('deudor@demo.ni', '127.0.0.2', 'laptop').succeeded();
    expect(throttle.retryAfterMs('deudor@demo.ni', '192.168.1.9')).toBe(60 * minute);
  });
});

describe('what the throttle remembers', () => {
  it('forgets guesses at user names nobody tries again, once no answer depends on them', () => {
    const { throttle, advance } = throttleAt();
    for (let guess = 0; guess < 2048; guess += 1) throttle.begin(`nadie${String(guess)}@demo.ni`, '10.0.0.1');
    expect(throttle.remembered).toBe(4096);
    advance(loginThrottleLimits.pairMemoryMs);
    for (let guess = 0; guess < 1024; guess += 1) throttle.begin(`otro${String(guess)}@demo.ni`, '10.0.0.1');
    // Only the newest are left: 1,024 names, each with its one client.
    expect(throttle.remembered).toBe(2048);
  });
});

describe('known browsers (device tokens)', () => {
  const owner = 'deudor@demo.ni';
  const ownerBrowser = { address: '192.168.1.9', device: 'd0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0' };

  /** Three failures, each free, from each of 36 addresses: 108 in all, past the ceiling of 100. */
  function aimedFailures(throttle: LoginThrottle) {
    for (let address = 1; address <= 36; address += 1) {
      for (let failure = 0; failure < 3; failure += 1) throttle.begin(owner, `10.0.0.${address}`);
    }
  }

  it("aimed failures from 36 addresses stop unknown browsers, never the owner's known browser", () => {
    const { throttle } = throttleAt();
    aimedFailures(throttle);
    expect(throttle.retryAfterMs(owner, ownerBrowser.address, ownerBrowser.device)).toBe(0);
    // The ceiling still holds for every browser without a token for this user, the owner's own address included.
    expect(throttle.retryAfterMs(owner, ownerBrowser.address)).toBe(60 * minute);
    expect(throttle.retryAfterMs(owner, '10.0.9.9')).toBe(60 * minute);
  });

  it('a known browser that fails too often locks its own token for an hour, not the user nor other browsers', () => {
    const { throttle, advance } = throttleAt();
    const budget = loginThrottleLimits.deviceBudget;
    for (let failure = 1; failure < budget; failure += 1) {
      throttle.begin(owner, ownerBrowser.address, ownerBrowser.device);
      // No doubling waits for the owner's typing mistakes: the token has a budget instead.
      expect(throttle.retryAfterMs(owner, ownerBrowser.address, ownerBrowser.device)).toBe(0);
    }
    throttle.begin(owner, ownerBrowser.address, ownerBrowser.device);
    expect(throttle.retryAfterMs(owner, ownerBrowser.address, ownerBrowser.device)).toBe(60 * minute);
    // Another browser the owner signed in on, even at the same address, and unknown browsers, are not stopped.
    expect(throttle.retryAfterMs(owner, ownerBrowser.address, 'e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1')).toBe(0);
    expect(throttle.retryAfterMs(owner, ownerBrowser.address)).toBe(0);
    advance(60 * minute);
    expect(throttle.retryAfterMs(owner, ownerBrowser.address, ownerBrowser.device)).toBe(0);
  });

  it("a known browser's failures do not count toward the unknown browsers' ceiling", () => {
    const { throttle } = throttleAt();
    expect(loginThrottleLimits.deviceBudget).toBe(10);
    // Nine failures (under the budget) with each of twelve tokens: 108 failures in all.
    for (let device = 0; device < 12; device += 1) {
      for (let failure = 0; failure < 9; failure += 1) throttle.begin(owner, '10.0.0.1', `device-${device}`);
    }
    expect(throttle.retryAfterMs(owner, '10.0.0.2')).toBe(0);
  });
});
