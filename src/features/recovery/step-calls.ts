import type { PendingCall } from '@/components/form/call-button';
import { endsRecovery, recoveryErrorMessage } from './api/recovery-calls';

/** The part of a server call a recovery step reads; TanStack Query's results have it. */
export interface StepCall extends PendingCall {
  readonly isError: boolean;
  readonly error: unknown;
}

export interface StepCallsState {
  /** A call is running: the step's buttons wait for its answer. */
  readonly pending: boolean;
  /** The server ended this recovery: the only way on is to start over. */
  readonly locked: boolean;
  /** What the first failed call says to the user, or null. */
  readonly failure: string | null;
}

/** What the server calls of one step add up to, the same way in every step. */
export function stepCallsState(calls: readonly StepCall[], fallback: string): StepCallsState {
  const failed = calls.find((call) => call.isError);
  return {
    pending: calls.some((call) => call.isPending),
    locked: failed !== undefined && endsRecovery(failed.error),
    failure: failed ? recoveryErrorMessage(failed.error, fallback) : null,
  };
}
