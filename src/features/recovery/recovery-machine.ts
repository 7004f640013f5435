export const recoverySteps = [
  'username',
  'image_verification',
  'otp_validation',
  'update_credentials',
  'completed',
] as const;

export type RecoveryStep = (typeof recoverySteps)[number];

export interface RecoveryState {
  readonly step: RecoveryStep;
  readonly username: string;
  /** From requestChangePassword's `requestID`. */
  readonly sessionId: string | null;
  readonly selectedImageId: string | null;
  readonly otpValidated: boolean;
}

export const initialRecoveryState: RecoveryState = {
  step: 'username',
  username: '',
  sessionId: null,
  selectedImageId: null,
  otpValidated: false,
};

export class RecoveryTransitionError extends Error {
  constructor(from: RecoveryStep, to: RecoveryStep) {
    super(`Transición de paso inválida de ${from} a ${to}`);
    this.name = 'RecoveryTransitionError';
  }
}

/** Strictly linear, one step forward at a time; nothing leaves completed. */
export function canTransition(from: RecoveryStep, to: RecoveryStep): boolean {
  return recoverySteps.indexOf(to) === recoverySteps.indexOf(from) + 1;
}

export function transition(
  state: RecoveryState,
  to: RecoveryStep,
  changes: Partial<Omit<RecoveryState, 'step'>> = {},
): RecoveryState {
  if (!canTransition(state.step, to)) throw new RecoveryTransitionError(state.step, to);
  return { ...state, ...changes, step: to };
}

export function resetRecovery(): RecoveryState {
  return initialRecoveryState;
}

/** URL segment of each step under /recovery. */
export const stepPaths: Record<RecoveryStep, string> = {
  username: '/recovery/username',
  image_verification: '/recovery/image-verification',
  otp_validation: '/recovery/otp-validation',
  update_credentials: '/recovery/update-credentials',
  completed: '/recovery/completed',
};
