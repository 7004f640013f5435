// The import worker in a Node worker thread: tsx compiles the TypeScript, which vitest cannot do here.
import { register } from 'tsx/esm/api';

register();
await import('./import-worker-thread.ts');
