import { describe } from 'vitest';
import { smokeFlows } from './flows';
import { launchWebKit } from './support/webkit';

// The port after Firefox's sandbox: the two engines run side by side.
const port = Number(process.env.BROWSERS_PORT ?? 4180) + 1;

describe('WebKit (MiniBrowser)', () => {
  smokeFlows('WebKit', port, launchWebKit);
});
