/**
 * Writes docs/openapi.json from the API contract (contract/contract.ts). A unit test fails while the
 * committed document differs from what the contract generates.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiText } from '../sandbox/openapi';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
writeFileSync(target, await openApiText());
console.log(`Escrito ${target}`);
