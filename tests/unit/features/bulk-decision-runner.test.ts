import { describe, expect, it } from 'vitest';
import {
  failedTasks,
  planDecisions,
  runDecisions,
  type DecisionTask,
} from '@/features/factoring/approve/bulk-decision-runner';

/** A fake server: answers each load after the test lets it, and fails the loads it is told to. */
function fakeServer(failing: Set<number>) {
  const calls: DecisionTask[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const send = async (task: DecisionTask): Promise<string> => {
    calls.push(task);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    // Let the other lanes start before this answer arrives.
    await new Promise((resolve) => setTimeout(resolve, 0));
    inFlight -= 1;
    if (failing.has(task.idLoad)) throw new Error(`Servicio no disponible (${task.idLoad})`);
    return `decidida ${task.idLoad}`;
  };
  return { send, calls, mostInFlight: () => mostInFlight };
}

const keys = () => {
  let next = 0;
  return () => `clave-${++next}`;
};

describe('runDecisions: one decision per load, a few at a time', () => {
  it('gives each load its own key', () => {
    expect(planDecisions([510, 511, 512], keys())).toEqual([
      { idLoad: 510, idempotencyKey: 'clave-1' },
      { idLoad: 511, idempotencyKey: 'clave-2' },
      { idLoad: 512, idempotencyKey: 'clave-3' },
    ]);
  });

  it('sends every load once, never more than three at a time, and a failure does not stop the others', async () => {
    const tasks = planDecisions([510, 511, 512, 513, 514, 515, 516], keys());
    const server = fakeServer(new Set([512, 515]));
    const states: string[] = [];
    const outcomes = await runDecisions(tasks, server.send, {
      concurrency: 3,
      onChange: (idLoad, outcome) => states.push(`${idLoad}:${outcome.state}`),
    });

    expect(server.calls.map((task) => task.idLoad)).toEqual([510, 511, 512, 513, 514, 515, 516]);
    expect(server.mostInFlight()).toBe(3);
    expect(Object.fromEntries([...outcomes].map(([idLoad, outcome]) => [idLoad, outcome.state]))).toEqual({
      510: 'succeeded',
      511: 'succeeded',
      512: 'failed',
      513: 'succeeded',
      514: 'succeeded',
      515: 'failed',
      516: 'succeeded',
    });
    expect(outcomes.get(510)).toEqual({ state: 'succeeded', result: 'decidida 510' });
    expect(outcomes.get(512)).toEqual({ state: 'failed', error: new Error('Servicio no disponible (512)') });
    // Progress: every load is announced waiting, then sending, then its result.
    expect(states.filter((state) => state.startsWith('512:'))).toEqual(['512:waiting', '512:sending', '512:failed']);
  });

  it('retries only the failed loads, with the keys they were first sent with', async () => {
    const tasks = planDecisions([510, 511, 512, 513], keys());
    const failing = new Set([511, 513]);
    const first = await runDecisions(tasks, fakeServer(failing).send, { concurrency: 3 });

    const retry = failedTasks(tasks, first);
    expect(retry).toEqual([
      { idLoad: 511, idempotencyKey: 'clave-2' },
      { idLoad: 513, idempotencyKey: 'clave-4' },
    ]);

    failing.delete(511);
    const server = fakeServer(failing);
    const second = await runDecisions(retry, server.send, { concurrency: 3 });
    expect(server.calls).toEqual(retry);
    expect(second.get(511)).toEqual({ state: 'succeeded', result: 'decidida 511' });
    expect(second.get(513)?.state).toBe('failed');
    expect(failedTasks(retry, second)).toEqual([{ idLoad: 513, idempotencyKey: 'clave-4' }]);
  });

  it('with nothing to send, resolves at once with no outcome', async () => {
    const server = fakeServer(new Set());
    expect((await runDecisions([], server.send, { concurrency: 3 })).size).toBe(0);
    expect(server.calls).toEqual([]);
  });
});
