import { useSyncExternalStore } from 'react';
import { z } from '@contract/zod';
import { config } from '@/config/config';
import { readJson, remove, writeJson } from '@/lib/storage';
import {
  initialRecoveryState,
  recoverySteps,
  transition,
  type RecoveryState,
  type RecoveryStep,
} from './recovery-machine';

export interface RecoverySnapshot {
  readonly flow: RecoveryState;
  /** Where the code was sent, as the server masked it. */
  readonly maskedPhone: string | null;
  /** Set when a step was reached without a session and the flow started over. */
  readonly expired: boolean;
}

const initial: RecoverySnapshot = { flow: initialRecoveryState, maskedPhone: null, expired: false };

const storageKey = config.storageKeys.recoveryFlow;

// What survives a reload of this tab: the step, the user name, the server's request id and where
// the code went. Never a secret the user typed or chose (password, code, the image), and never
// beyond the tab (sessionStorage). While the server still knows the request, the step resumes;
// when it has forgotten it, the step says so and the user chooses to start over.
const storedFlow = z.object({
  step: z.enum(recoverySteps),
  username: z.string(),
  sessionId: z.nullable(z.string().check(z.minLength(1))),
  otpValidated: z.boolean(),
  maskedPhone: z.nullable(z.string()),
});

function restore(): RecoverySnapshot {
  const stored = readJson('session', storageKey, storedFlow);
  if (!stored?.sessionId) return initial;
  const { maskedPhone, ...flow } = stored;
  return { flow: { ...flow, selectedImageId: null }, maskedPhone, expired: false };
}

function persist(next: RecoverySnapshot): void {
  // A finished recovery has nothing to resume (its request is spent on the server), so a later
  // visit to one of its steps starts over like any link without a flow in progress.
  if (!next.flow.sessionId || next.flow.step === 'completed') {
    remove('session', storageKey);
    return;
  }
  const { step, username, sessionId, otpValidated } = next.flow;
  writeJson('session', storageKey, { step, username, sessionId, otpValidated, maskedPhone: next.maskedPhone });
}

let snapshot: RecoverySnapshot = restore();
const listeners = new Set<() => void>();

function set(next: RecoverySnapshot) {
  snapshot = next;
  persist(next);
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
  /**
   * The server ended this recovery. Its step stays on screen, locked, to say why; but the tab no
   * longer keeps the flow, so a reload or a later visit from a new page load starts over instead of
   * resuming a request the server has spent.
   */
  forget() {
    remove('session', storageKey);
  },
};

export function useRecovery(): RecoverySnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
