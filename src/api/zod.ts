import { z } from 'zod';

// Zod compiles fast parsers with `new Function`, probing for it as each object schema is built;
// under our CSP (no 'unsafe-eval') that probe is a reported violation. Every module in src/
// imports zod from here, so ES module order guarantees this runs before any schema exists.
z.config({ jitless: true });

export { z };
