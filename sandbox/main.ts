/**
 * Starts the sandbox: the API contract under /api/ and the built portal from dist/.
 *
 *   PORT             port (default 4173)
 *   HOST             address to listen on (default 127.0.0.1: this machine only); another one, such
 *                    as 0.0.0.0, opens the sandbox to the network, with a warning
 *   SANDBOX_MODE     `test` enables the control routes /api/__test__/* (default `demo`)
 *   SANDBOX_FAULTS   injected faults, comma-separated `kind[:rate[:delayMs]][*times][@match]`
 *                    kind: drop | 500 | 503 | delay | timeout | not-json | bad-contract
 *                    e.g. `drop:0.1,503:0.1,delay:0.2:1500` or `500*1@LoadInvoices`
 *                    (full syntax in ./fault-spec.ts)
 *   SANDBOX_DRIFT    test mode only: one field of one call's answers breaks the contract, as
 *                    `call.field:rename|retype` (e.g. `historyLoads.totalAmountNIO:retype`), to see
 *                    what `npm run contract:check` prints for a mismatch
 *   SANDBOX_QUIET    `1`: print nothing but errors
 *   SANDBOX_DATA     folder of the data file in demo mode (default sandbox-data/ at the repository's root);
 *                    test mode keeps its data in memory, so parallel sandboxes never share a file
 *
 *   --reset          start from the seed, replacing the stored data (ids already used stay used)
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createSandbox, type Sandbox } from './app';
import { demoPassword, demoUserNames } from './demo-users';
import { parseDrift, type ResponseDrift } from './drift';
import { parseFaultSpec } from './fault-spec';
import type { FaultRule } from './faults';
import { exposedWarning, listenAddress } from './listen-address';

const quiet = process.env.SANDBOX_QUIET === '1';
const log = (line: string) => {
  if (!quiet) console.log(line);
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 1 || port > 65_535) fail(`PORT inválido: «${process.env.PORT ?? ''}»`);

const mode = process.env.SANDBOX_MODE === 'test' ? 'test' : 'demo';
const { hostname, exposed } = listenAddress(process.env.HOST);

let faults: FaultRule[] = [];
try {
  faults = parseFaultSpec(process.env.SANDBOX_FAULTS ?? '');
} catch (error) {
  fail(`SANDBOX_FAULTS: ${error instanceof Error ? error.message : String(error)}`);
}

let drift: ResponseDrift | undefined;
try {
  drift = process.env.SANDBOX_DRIFT ? parseDrift(process.env.SANDBOX_DRIFT) : undefined;
} catch (error) {
  fail(`SANDBOX_DRIFT: ${error instanceof Error ? error.message : String(error)}`);
}

const staticDir = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
const dataDir =
  mode === 'test'
    ? undefined
    : resolve(process.env.SANDBOX_DATA ?? fileURLToPath(new URL('../sandbox-data', import.meta.url)));
const fresh = process.argv.includes('--reset');
if (!existsSync(join(staticDir, 'index.html'))) {
  console.warn(
    `No se encontró ${join(staticDir, 'index.html')}: la aplicación no está compilada.\nEjecute «npm run build» (o use «npm start», que compila y luego inicia). Mientras tanto solo responde /api/.`,
  );
}

let sandbox: Sandbox;
try {
  sandbox = createSandbox({ mode, staticDir, faults, dataDir, fresh, ...(drift ? { drift } : {}) });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

// The sandbox sends no SMS: in the demo, the recovery code is printed here (and shown on the
// recovery screen, marked as a demo). Test mode reads it through /api/__test__/otp instead.
if (mode === 'demo') {
  sandbox.state.onRecoveryCode = (userName, sent) => {
    const until = new Date(sent.expiresAt).toLocaleTimeString('es-NI', { timeZone: 'America/Managua' });
    log(`[Modo demostración] Código de recuperación para ${userName}: ${sent.code} (vence a las ${until}).`);
  };
}

const server = serve({ fetch: sandbox.app.fetch, port, hostname }, (info) => {
  const shown = hostname === '127.0.0.1' ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname;
  log(`Portal Corporativo (sandbox, modo ${mode}) en http://${shown}:${info.port}/`);
  // Even when quiet: whoever opened it to the network must read this.
  if (exposed) console.warn(exposedWarning(hostname, mode));
  log(
    dataDir === undefined
      ? 'Datos en memoria: se pierden al detenerlo.'
      : fresh
        ? `Datos en ${dataDir}, empezados de nuevo desde la semilla.`
        : `Datos en ${dataDir}; «npm run sandbox:reset» vuelve a la semilla.`,
  );
  log(`Usuarios de demostración (contraseña ${demoPassword}; imagen de seguridad para recuperarla):`);
  for (const user of demoUserNames)
    log(`  ${user.userName.padEnd(22)} ${user.roleName.padEnd(12)} ${user.recoveryImage.padEnd(15)} ${user.products}`);
  if (faults.length > 0) log(`Fallas inyectadas: ${JSON.stringify(faults)}`);
  if (mode === 'test') log('Rutas de control activas en /api/__test__/ (reset, faults, otp, clock).');
});

// Longer than any pause between a client's calls: Node's 5 s default closes idle keep-alive
// sockets, and a client that reuses one at that moment gets ECONNRESET (seen in the e2e run's
// control calls). Headers must still arrive within the keep-alive window plus a second.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

server.on('error', (error: Error) => {
  fail(`No se pudo iniciar el sandbox en ${hostname}, puerto ${port}: ${error.message}`);
});

function shutdown(): void {
  server.close();
  sandbox.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
