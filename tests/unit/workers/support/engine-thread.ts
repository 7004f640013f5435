import { parentPort } from 'node:worker_threads';
import { parseInvoiceFile } from '../../../../workers/import-engine/read-invoices';
import type { EngineAnswer, EngineCase } from './bounded-engine';

/** Runs the real import engine on each case it is sent, in its own thread, and reports back. */

const port = parentPort;
if (!port) throw new Error('engine-thread.ts runs only as a worker thread');

// SheetJS logs what it skips in damaged files (bad codepages, unknown records): keep the test output readable.
for (const method of ['log', 'warn', 'error'] as const) console[method] = () => undefined;

/** Every own property of Object.prototype and the value (or getter) it holds. */
function prototypeSnapshot(): Map<string, unknown> {
  const descriptors = Object.getOwnPropertyDescriptors(Object.prototype) as Record<string, PropertyDescriptor>;
  return new Map(
    Object.entries(descriptors).map(([name, descriptor]) => [
      name,
      'value' in descriptor ? descriptor.value : descriptor.get?.toString(),
    ]),
  );
}

const pristine = prototypeSnapshot();

function prototypeChanges(): string[] {
  const now = prototypeSnapshot();
  const changed = [...now].filter(([name, value]) => pristine.get(name) !== value).map(([name]) => name);
  const removed = [...pristine.keys()].filter((name) => !now.has(name));
  // A key added without being an own property of Object.prototype would still show up here.
  const inherited: string[] = [];
  for (const key in {}) inherited.push(key);
  return [...changed, ...removed.map((name) => `-${name}`), ...inherited.map((name) => `in:${name}`)];
}

async function answer(engineCase: EngineCase): Promise<EngineAnswer> {
  const started = performance.now();
  let outcome: string;
  let rows: number | undefined;
  try {
    const result = await parseInvoiceFile({ name: engineCase.name, bytes: engineCase.bytes });
    outcome = result.ok ? 'accepted' : result.error;
    if (result.ok) rows = result.summary.totalInvoices;
  } catch (error) {
    outcome = `threw: ${String(error)}`;
  }
  return {
    index: engineCase.index,
    outcome,
    rows,
    elapsedMs: performance.now() - started,
    prototypeChanges: prototypeChanges(),
  };
}

port.on('message', (engineCase: EngineCase) => {
  void answer(engineCase).then((reply) => {
    port.postMessage(reply);
  });
});
port.postMessage('ready');
