import * as z from 'zod/mini';

// zod/mini, not classic zod: the same parser at a third of the size (about 10 kB gzip rather
// than 25 kB), and zod is on the login page's critical path, whose JavaScript must stay within
// 150 kB (a performance test checks it).
// Zod compiles fast parsers with `new Function`, probing for it as each object schema is built;
// under our CSP (no 'unsafe-eval') that probe is a reported violation. Every module in src/
// imports zod from here, so ES module order guarantees this runs before any schema exists.
z.config({ jitless: true });

export { z };
