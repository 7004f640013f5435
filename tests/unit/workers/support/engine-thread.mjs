// A worker thread does not get vitest's TypeScript transform: tsx compiles the engine for it.
import { register } from 'tsx/esm/api';

register();
await import('./engine-thread.ts');
