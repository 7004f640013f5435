import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPassword } from '../../../sandbox/demo-users';
import { contract } from '../../../contract/contract';
import type { Load } from '../../../contract/schemas';
import { sampleInvoice } from '../../integration/sandbox/sandbox-client';
import { megabytes, type BenchRow } from '../report';
import { spread, type Spread } from '../stats';

/**
 * The sandbox at a lender's scale: `loads` loads of five invoices sent through the API by eight
 * clients at once, into a data file on disk, then the calls a person makes every day timed
 * beside the same calls on the seeded data, and a restart on the large file. Each figure is what
 * the real API must keep flat as years of loads pile up (docs/performance.md).
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const CLIENTS = 8;
const INVOICES_PER_LOAD = 5;
const LOAD_SAMPLES = 40;
const READ_SAMPLES = 9;
const debtorUsers = ['deudor@demo.ni', 'multi@demo.ni'] as const;

interface Server {
  readonly child: ChildProcess;
  readonly url: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function post(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function login(server: Server, userName: string): Promise<string> {
  const response = await post(`${server.url}/api/${contract.authenticate.path}`, {
    userName,
    password: sha256(demoPassword),
    scope: 'Portal',
  });
  if (response.status !== 200) throw new Error(`inicio de sesión de ${userName}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function getJson<T>(server: Server, path: string, token: string): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Starts the demo sandbox on `dataDir` and waits until it signs a user in; resolves with the time that took. */
async function startServer(dataDir: string, port: number): Promise<{ server: Server; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'sandbox', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SANDBOX_MODE: 'demo', SANDBOX_DATA: dataDir, SANDBOX_QUIET: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = { child, url: `http://127.0.0.1:${port}` };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el sandbox terminó con el código ${child.exitCode}`);
    try {
      await login(server, debtorUsers[0]);
      return { server, readyMs: performance.now() - started };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

async function stopServer({ child }: Server): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The server's resident memory, as the operating system counts it. */
function residentBytes({ child }: Server): number {
  const status = readFileSync(`/proc/${child.pid ?? 0}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error('no se pudo leer la memoria del sandbox');
  return Number(kilobytes) * 1024;
}

function invoices(prefix: string, count: number) {
  return Array.from({ length: count }, (_, index) => sampleInvoice(`${prefix}-${index}`));
}

async function sendLoad(server: Server, token: string, prefix: string, count: number): Promise<Load> {
  const response = await post(
    `${server.url}/api/${contract.loadInvoices.path}`,
    { Invoices: invoices(prefix, count) },
    token,
  );
  if (response.status !== 201) throw new Error(`LoadInvoices ${prefix}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Load;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function samples(count: number, work: (index: number) => Promise<unknown>): Promise<number[]> {
  const runs: number[] = [];
  for (let index = 0; index < count; index += 1) runs.push(await timed(() => work(index)));
  return runs;
}

/** The 95th percentile, reported as the row's figure, with the whole spread beside it. */
function p95(runs: readonly number[]): Spread {
  const sorted = [...runs].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
  return { ...spread(runs), median: value };
}

/** The everyday calls, timed on whatever the server holds now. */
async function everydayCalls(server: Server, round: string) {
  const tokens = await Promise.all(debtorUsers.map((userName) => login(server, userName)));
  const debtor = tokens[0] ?? '';
  const oneLoad = p95(await samples(LOAD_SAMPLES, (index) => sendLoad(server, debtor, `UNA-${round}-${index}`, 1)));
  const history = spread(
    await samples(READ_SAMPLES, () => getJson<Load[]>(server, contract.historyLoads.path, debtor)),
  );
  const [newest] = await getJson<Load[]>(server, contract.recentImports.path, debtor);
  const loadInvoices = spread(
    await samples(READ_SAMPLES, () =>
      getJson(server, contract.factoringInvoicesByLoad.path.replace(':idLoad', String(newest?.idLoad ?? 0)), debtor),
    ),
  );
  return { oneLoad, history, loadInvoices };
}

async function seedLoads(server: Server, loads: number, log: (line: string) => void): Promise<number> {
  const tokens = await Promise.all(debtorUsers.map((userName) => login(server, userName)));
  let next = 0;
  const started = performance.now();
  const client = async (clientIndex: number) => {
    const token = tokens[clientIndex % tokens.length] ?? '';
    for (let index = next++; index < loads; index = next++) {
      await sendLoad(server, token, `ESCALA-${index}`, INVOICES_PER_LOAD);
      if ((index + 1) % 2000 === 0) log(`Sandbox a escala: ${index + 1} de ${loads} cargas…`);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  return (performance.now() - started) / 1000;
}

const section = 'Sandbox (Node)' as const;

export async function benchSandboxScale(options: {
  readonly loads: number;
  readonly port: number;
  readonly log: (line: string) => void;
}): Promise<BenchRow[]> {
  const { loads, port, log } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-scale-'));
  const running = new Set<Server>();
  const start = async () => {
    const started = await startServer(dataDir, port);
    running.add(started.server);
    return started;
  };
  try {
    log('Sandbox a escala: arranque sobre la semilla…');
    await stopServer((await start()).server);
    // Restarted, as the large file will be: both memories are read after the same calls.
    const seededStart = await start();
    let server = seededStart.server;
    const seeded = await everydayCalls(server, 'semilla');
    const seededMemory = residentBytes(server);

    log(`Sandbox a escala: ${loads} cargas de ${INVOICES_PER_LOAD} facturas, ${CLIENTS} clientes a la vez…`);
    const seedingSeconds = await seedLoads(server, loads, log);

    log('Sandbox a escala: reinicio sobre el archivo grande…');
    await stopServer(server);
    const restarted = await start();
    server = restarted.server;
    const large = await everydayCalls(server, 'escala');
    const largeMemory = residentBytes(server);
    await stopServer(server);

    const memoryRatio = largeMemory / seededMemory;
    const row = (
      id: string,
      label: string,
      measured: Spread,
      baseline: Spread,
      limit: number,
      unit: 'ms' | 'MB' = 'ms',
    ): BenchRow => ({
      id,
      section,
      label,
      unit,
      measured,
      baseline: { label: 'con la semilla', measured: baseline },
      ratio: measured.median > 0 ? baseline.median / measured.median : undefined,
      target: { text: `≤ ${limit} ${unit}`, met: measured.median <= limit },
    });
    const single = (value: number) => spread([value]);
    return [
      {
        id: 'sandbox-scale-seeding',
        section,
        label: `${loads} cargas de ${INVOICES_PER_LOAD} facturas por la API (${CLIENTS} clientes)`,
        unit: 's',
        measured: single(seedingSeconds),
        target: { text: '≤ 300 s', met: seedingSeconds <= 300 },
      },
      row(
        `sandbox-scale-one-load`,
        `Una carga de una factura, p95 (${LOAD_SAMPLES} envíos)`,
        large.oneLoad,
        seeded.oneLoad,
        15,
      ),
      row('sandbox-scale-history', 'Historial de cargas de un deudor', large.history, seeded.history, 300),
      row('sandbox-scale-load-invoices', 'Facturas de una carga', large.loadInvoices, seeded.loadInvoices, 50),
      row(
        'sandbox-scale-restart',
        'Reinicio hasta el primer inicio de sesión',
        single(restarted.readyMs),
        single(seededStart.readyMs),
        3000,
      ),
      {
        id: 'sandbox-scale-memory',
        section,
        label: 'Memoria del servidor tras el reinicio',
        unit: 'MB',
        measured: single(megabytes(largeMemory)),
        baseline: { label: 'con la semilla', measured: single(megabytes(seededMemory)) },
        ratio: seededMemory / largeMemory,
        target: { text: '≤ 1,5× la de la semilla', met: memoryRatio <= 1.5 },
        note: `${memoryRatio.toFixed(2)}× la memoria con la semilla`,
      },
    ];
  } finally {
    await Promise.all([...running].map(stopServer));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
