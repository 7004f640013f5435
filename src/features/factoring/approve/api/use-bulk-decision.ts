import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Load } from '@contract/schemas';
import { randomUuid } from '@/lib/crypto';
import { announceFactoringChange } from '@/features/factoring/shared/announce-change';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import {
  defaultConcurrency,
  failedTasks,
  planDecisions,
  runDecisions,
  type DecisionTask,
  type TaskOutcome,
} from '@/features/factoring/approve/bulk-decision-runner';
import { updateLoadStatus } from './update-load-status';

export type BulkPhase = 'confirm' | 'running' | 'done';

export interface BulkDecision {
  readonly phase: BulkPhase;
  readonly outcomes: ReadonlyMap<number, TaskOutcome<Load>>;
  /** Sends the decision for every load (first time), or for the failed ones again (retry). */
  readonly send: (reason: string) => void;
  readonly failedCount: number;
}

/**
 * One bulk decision (approve or deny, one reason) over the given loads. The keys are planned once,
 * so 'Reintentar fallidas' sends the very same requests again; the server answers a decision whose
 * answer was lost instead of refusing it as already decided.
 */
export function useBulkDecision(loads: readonly Load[], status: 'approve' | 'deny'): BulkDecision {
  const queryClient = useQueryClient();
  const tasks = useRef<DecisionTask[] | null>(null);
  const running = useRef(false);
  const [phase, setPhase] = useState<BulkPhase>('confirm');
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, TaskOutcome<Load>>>(() => new Map());

  const send = (reason: string) => {
    // A ref, not state: a second click in the same frame must already see the first one.
    if (running.current) return;
    running.current = true;
    tasks.current ??= planDecisions(
      loads.map((load) => load.idLoad),
      randomUuid,
    );
    const batch = phase === 'confirm' ? tasks.current : failedTasks(tasks.current, outcomes);
    setPhase('running');
    void runDecisions(
      batch,
      (task) => updateLoadStatus({ idLoad: task.idLoad, status, reason, idempotencyKey: task.idempotencyKey }),
      {
        concurrency: defaultConcurrency,
        onChange: (idLoad, outcome) => setOutcomes((current) => new Map(current).set(idLoad, outcome)),
      },
    ).then(async () => {
      running.current = false;
      setPhase('done');
      // Decided loads leave the pending list; history, recent imports and available invoices change.
      announceFactoringChange();
      await queryClient.invalidateQueries({ queryKey: factoringKeys.all });
    });
  };

  const failedCount = [...outcomes.values()].filter((outcome) => outcome.state === 'failed').length;
  return { phase, outcomes, send, failedCount };
}
