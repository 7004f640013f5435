import { describe, expect, it } from 'vitest';
import { RecoveryThrottle, recoveryThrottleLimits } from '../../../sandbox/recovery-throttle';

const minute = 60_000;
const owner = 'deudor@demo.ni';
const ownerDevice = { address: '192.168.1.9', device: 'd0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0' };
const unknown = (address: string) => ({ address, device: null });

function throttleAt(start = 0) {
  let now = start;
  const throttle = new RecoveryThrottle(() => now);
  return {
    throttle,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('recovery request limits', () => {
  it("someone else's six requests, even from the owner's address, do not block the owner's known browser", () => {
    const { throttle } = throttleAt();
    const answers = Array.from({ length: 6 }, () => throttle.admit(owner, unknown(ownerDevice.address)));
    expect(answers).toEqual([0, 0, 0, 0, 0, 15 * minute]);
    expect(throttle.admit(owner, ownerDevice)).toBe(0);
  });

  it('limits one address per user name, and not other addresses', () => {
    const { throttle, advance } = throttleAt();
    for (let request = 0; request < recoveryThrottleLimits.perClient; request += 1) {
      expect(throttle.admit(' DEUDOR@demo.ni', unknown('10.0.0.1'))).toBe(0);
      advance(minute);
    }
    expect(throttle.admit(owner, unknown('10.0.0.1'))).toBe(10 * minute);
    expect(throttle.admit(owner, unknown('10.0.0.2'))).toBe(0);
    expect(throttle.admit('proveedor@demo.ni', unknown('10.0.0.1'))).toBe(0);
    // A refused request is not counted: the wait ends when the oldest request is 15 minutes old.
    advance(10 * minute);
    expect(throttle.admit(owner, unknown('10.0.0.1'))).toBe(0);
  });

  it("stops unknown browsers at the user's ceiling, and the owner's known browser passes it", () => {
    const { throttle } = throttleAt();
    for (let address = 1; address <= 4; address += 1) {
      for (let request = 0; request < recoveryThrottleLimits.perClient; request += 1)
        expect(throttle.admit(owner, unknown(`10.0.0.${address}`))).toBe(0);
    }
    expect(recoveryThrottleLimits.perUser).toBe(20);
    expect(throttle.admit(owner, unknown('10.0.9.9'))).toBe(15 * minute);
    expect(throttle.admit(owner, ownerDevice)).toBe(0);
  });

  it('gives a known browser its own small budget', () => {
    const { throttle } = throttleAt();
    for (let request = 0; request < recoveryThrottleLimits.perDevice; request += 1)
      expect(throttle.admit(owner, ownerDevice)).toBe(0);
    expect(throttle.admit(owner, ownerDevice)).toBe(15 * minute);
    // The requests made with the token do not use up the address's own allowance for unknown browsers.
    expect(throttle.admit(owner, unknown(ownerDevice.address))).toBe(0);
  });
});
