import { describe, expect, it } from 'vitest';
import {
  canTransition,
  RecoveryTransitionError,
  initialRecoveryState,
  recoverySteps,
  resetRecovery,
  transition,
  type RecoveryStep,
} from '@/features/recovery/recovery-machine';

const allowed: [RecoveryStep, RecoveryStep][] = [
  ['username', 'image_verification'],
  ['image_verification', 'otp_validation'],
  ['otp_validation', 'update_credentials'],
  ['update_credentials', 'completed'],
];

const isAllowed = (from: RecoveryStep, to: RecoveryStep) => allowed.some(([a, b]) => a === from && b === to);

describe('recovery state machine', () => {
  it.each(allowed)('moves from %s to %s', (from, to) => {
    const state = { ...initialRecoveryState, step: from };
    expect(transition(state, to).step).toBe(to);
  });

  const refused = recoverySteps.flatMap((from) =>
    recoverySteps.filter((to) => !isAllowed(from, to)).map((to) => [from, to] as const),
  );

  it.each(refused)('refuses %s to %s with the exact message', (from, to) => {
    const state = { ...initialRecoveryState, step: from };
    expect(canTransition(from, to)).toBe(false);
    // Vitest 4 compares the error's class too: the machine's own, with the exact message.
    expect(() => transition(state, to)).toThrow(new RecoveryTransitionError(from, to));
    expect(() => transition(state, to)).toThrow(/^Transición de paso inválida de \w+ a \w+$/);
  });

  it('allows nothing from completed', () => {
    for (const to of recoverySteps) expect(canTransition('completed', to)).toBe(false);
  });

  it('keeps the session id from the username step and resets to the start', () => {
    const next = transition(initialRecoveryState, 'image_verification', {
      username: 'proveedor@demo.ni',
      sessionId: 'abc',
    });
    expect(next).toEqual({
      step: 'image_verification',
      username: 'proveedor@demo.ni',
      sessionId: 'abc',
      selectedImageId: null,
      otpValidated: false,
    });
    expect(resetRecovery()).toEqual(initialRecoveryState);
  });
});
