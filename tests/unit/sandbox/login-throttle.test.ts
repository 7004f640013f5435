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
    for (let failure = 0; failure < 5; failure += 1) throttle.recordFailure('deudor@demo.ni', '127.0.0.2');
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
      throttle.recordFailure('deudor@demo.ni', '127.0.0.2');
      throttle.recordFailure('deudor@demo.ni', '127.0.0.3');
    }
    throttle.recordSuccess('deudor@demo.ni', '127.0.0.3');
    expect(throttle.retryAfterMs('deudor@demo.ni', '127.0.0.3')).toBe(0);
    expect(throttle.retryAfterMs('deudor@demo.ni', '127.0.0.2')).toBe(4000);
  });

  it('stops every client once a user name reaches 100 failures in an hour from many addresses', () => {
    const { throttle, advance } = throttleAt();
    // One failure from each of 99 addresses: none of them alone has to wait.
    for (let client = 1; client < loginThrottleLimits.userCeiling; client += 1) {
      throttle.recordFailure('autorizador@demo.ni', `10.0.0.${client}`);
      advance(1000);
    }
    expect(throttle.retryAfterMs('autorizador@demo.ni', '192.168.1.9')).toBe(0);
    throttle.recordFailure('autorizador@demo.ni', '10.0.1.1');
    // Until the oldest of the hundred is an hour old.
    expect(throttle.retryAfterMs('autorizador@demo.ni', '192.168.1.9')).toBe(60 * minute - 99_000);
    advance(60 * minute - 99_000);
    expect(throttle.retryAfterMs('autorizador@demo.ni', '192.168.1.9')).toBe(0);
  });
});
