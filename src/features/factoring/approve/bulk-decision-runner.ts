/**
 * Sends many decisions, a few at a time, each on its own: one that fails never stops the others,
 * and a retry sends only the failed ones again with the same idempotency keys, so a decision
 * whose answer was lost is answered again by the server instead of being refused or made twice.
 */

export interface DecisionTask {
  readonly idLoad: number;
  /** Fixed when the batch is planned; reused by every retry of this load's decision. */
  readonly idempotencyKey: string;
}

export type TaskOutcome<Result> =
  | { readonly state: 'waiting' }
  | { readonly state: 'sending' }
  | { readonly state: 'succeeded'; readonly result: Result }
  | { readonly state: 'failed'; readonly error: unknown };

export interface RunOptions<Result> {
  /** How many decisions are in flight at once. */
  readonly concurrency: number;
  /** Each change of one load's outcome, as it happens (progress). */
  readonly onChange?: (idLoad: number, outcome: TaskOutcome<Result>) => void;
}

export const defaultConcurrency = 3;

/** One task per load, each with a fresh key. */
export function planDecisions(idLoads: readonly number[], newKey: () => string): DecisionTask[] {
  return idLoads.map((idLoad) => ({ idLoad, idempotencyKey: newKey() }));
}

/** Runs every task and resolves, never rejects, with each task's outcome in the tasks' order. */
export async function runDecisions<Result>(
  tasks: readonly DecisionTask[],
  send: (task: DecisionTask) => Promise<Result>,
  { concurrency, onChange }: RunOptions<Result>,
): Promise<Map<number, TaskOutcome<Result>>> {
  const outcomes = new Map<number, TaskOutcome<Result>>();
  const record = (idLoad: number, outcome: TaskOutcome<Result>) => {
    outcomes.set(idLoad, outcome);
    onChange?.(idLoad, outcome);
  };
  for (const task of tasks) record(task.idLoad, { state: 'waiting' });
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      if (!task) continue;
      record(task.idLoad, { state: 'sending' });
      try {
        record(task.idLoad, { state: 'succeeded', result: await send(task) });
      } catch (error: unknown) {
        record(task.idLoad, { state: 'failed', error });
      }
    }
  };
  const lanes = Math.max(1, Math.min(concurrency, tasks.length));
  await Promise.all(Array.from({ length: lanes }, worker));
  return outcomes;
}

/** The tasks whose last outcome is a failure, with their original keys, in the tasks' order. */
export function failedTasks<Result>(
  tasks: readonly DecisionTask[],
  outcomes: ReadonlyMap<number, TaskOutcome<Result>>,
): DecisionTask[] {
  return tasks.filter((task) => outcomes.get(task.idLoad)?.state === 'failed');
}
