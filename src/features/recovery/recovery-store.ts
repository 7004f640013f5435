import { useSyncExternalStore } from 'react';
import { initialRecoveryState, transition, type RecoveryState, type RecoveryStep } from './recovery-machine';

export interface RecoverySnapshot {
  readonly flow: RecoveryState;
  /** Where the code was sent, as the server masked it. */
  readonly maskedPhone: string | null;
  /** Set when a step was reached without a session and the flow started over. */
  readonly expired: boolean;
}

const initial: RecoverySnapshot = { flow: initialRecoveryState, maskedPhone: null, expired: false };

// Kept in memory only: a reload starts the recovery over, and no secret lands in storage.
let snapshot: RecoverySnapshot = initial;
const listeners = new Set<() => void>();

function set(next: RecoverySnapshot) {
  snapshot = next;
  listeners.forEach((listener) => {
    listener();
  });
}

const getSnapshot = () => snapshot;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const recoveryStore = {
  get: getSnapshot,
  subscribe,
  advance(to: RecoveryStep, changes: Partial<Omit<RecoveryState, 'step'>> = {}, maskedPhone?: string) {
    set({
      flow: transition(snapshot.flow, to, changes),
      maskedPhone: maskedPhone ?? snapshot.maskedPhone,
      expired: false,
    });
  },
  reset(expired = false) {
    set({ ...initial, expired });
  },
};

export function useRecovery(): RecoverySnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
