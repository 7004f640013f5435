import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import { importWorkerApi } from '../../../../workers/import-worker-api';
import { portEndpoint } from './port-endpoint';

// What workers/import.worker.ts does in the browser, on a worker thread's port.
if (!parentPort) throw new Error('import-worker-thread.ts runs only as a worker thread');
// SheetJS logs what it skips in damaged files (bad codepages, unknown records): keep the test output readable.
for (const method of ['log', 'warn', 'error'] as const) console[method] = () => undefined;
expose(importWorkerApi, portEndpoint(parentPort));
