/**
 * Checks an API against the portal's contract (contract/contract.ts), before go-live:
 *
 *   npm run contract:check -- --base URL --user NAME [--write --authoriser NAME]
 *   npm run contract:check -- --generated
 *
 *   --base        the API's base URL, as the portal's VITE_API_BASE_URL
 *   --user        who signs in; the read calls of that user's role are checked
 *   --write       also sends one load twice under one key, again under another (409), then has
 *                 --authoriser reject it
 *   CONTRACT_PASSWORD             the user's password
 *   CONTRACT_AUTHORISER_PASSWORD  the authoriser's (default CONTRACT_PASSWORD)
 *
 *   --generated   instead, checks the sandbox (in process, test mode) with requests generated from
 *                 the OpenAPI document's schemas (scripts/contract-check/generated.ts)
 *
 * Exits 1 on any mismatch; prints no token and no password.
 */
import { parseArgs } from 'node:util';
import { createHash } from 'node:crypto';
import { createSandbox } from '../sandbox/app';
import { demoPassword } from '../sandbox/demo-users';
import { buildOpenApi } from '../sandbox/openapi';
import { runContractCheck } from './contract-check/check';
import { runGeneratedCheck } from './contract-check/generated';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (process.argv.includes('--generated')) {
  const passwordHash = createHash('sha256').update(demoPassword, 'utf8').digest('hex');
  const sandbox = createSandbox({ mode: 'test' });
  console.log('Contrato generado contra el sandbox (en proceso, modo test)');
  const { sent, failures } = await runGeneratedCheck({
    fetch: sandbox.fetch,
    base: 'http://sandbox.local/api/',
    document: await buildOpenApi(),
    users: {
      DEUDOR: { user: 'deudor@demo.ni', passwordHash },
      AUTORIZADOR: { user: 'autorizador@demo.ni', passwordHash },
      PROVEEDOR: { user: 'proveedor@demo.ni', passwordHash },
    },
  });
  sandbox.close();
  for (const failure of failures) console.log(`DIFERENCIA ${failure}`);
  console.log(`${sent} peticiones, ${failures.length} diferencias`);
  process.exit(failures.length > 0 ? 1 : 0);
}

let values: { base?: string; user?: string; write?: boolean; authoriser?: string };
try {
  ({ values } = parseArgs({
    options: {
      base: { type: 'string' },
      user: { type: 'string' },
      write: { type: 'boolean', default: false },
      authoriser: { type: 'string' },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const password = process.env.CONTRACT_PASSWORD;
if (!values.base || !values.user)
  fail('Uso: npm run contract:check -- --base URL --user USUARIO [--write --authoriser USUARIO]');
if (!URL.canParse(values.base)) fail(`--base no es una URL: «${values.base}»`);
if (!password) fail('Falta CONTRACT_PASSWORD (la contraseña de --user)');
if (values.write && !values.authoriser)
  fail('--write necesita --authoriser: la carga de prueba se rechaza al terminar');

console.log(`Contrato contra ${values.base} como ${values.user}${values.write ? ' (con escrituras)' : ''}`);
const result = await runContractCheck({
  base: values.base,
  credentials: { user: values.user, password },
  write: values.write ?? false,
  ...(values.authoriser
    ? {
        authoriser: {
          user: values.authoriser,
          password: process.env.CONTRACT_AUTHORISER_PASSWORD ?? password,
        },
      }
    : {}),
  print: (line) => {
    console.log(line);
  },
});
console.log(`${result.passed} correctas, ${result.failed} con diferencias, ${result.skipped} omitidas`);
process.exitCode = result.failed > 0 || result.passed === 0 ? 1 : 0;
