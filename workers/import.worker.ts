import { expose } from 'comlink';
import { importWorkerApi } from './import-worker-api';

expose(importWorkerApi);

export type { ImportWorkerApi } from './import-worker-api';
