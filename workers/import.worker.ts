import { expose } from 'comlink';
import { warmUpEngine } from './engine-warm-up';
import { importWorkerApi } from './import-worker-api';

expose(importWorkerApi);
void warmUpEngine();

export type { ImportWorkerApi } from './import-worker-api';
