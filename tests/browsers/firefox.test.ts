import { describe } from 'vitest';
import { smokeFlows } from './flows';
import { launchFirefox } from './support/firefox';

const port = Number(process.env.BROWSERS_PORT ?? 4180);

describe('Firefox ESR', () => {
  smokeFlows('Firefox', port, launchFirefox);
});
