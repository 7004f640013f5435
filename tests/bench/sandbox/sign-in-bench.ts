import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPassword } from '../../../sandbox/demo-users';
import { contract } from '../../../contract/contract';
import type { BenchRow } from '../report';
import { spread, type Spread } from '../stats';

/**
 * Sign-ins under attack: the owner's sign-in and a static file, timed at idle and again while
 * forty wrong sign-ins run without pause (each for a new user name, so no throttle stops them and
 * each costs a full scrypt). The static file must stay within 3× its idle time: the hashing runs
 * in threads of its own, not in the pool that reads files, and clients take turns at it: the
 * attack comes from another address than the owner's.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const ATTACKERS = 40;
const STATIC_SAMPLES = 21;
const SIGN_IN_SAMPLES = 7;
const section = 'Sandbox (Node)' as const;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function signIn(url: string, userName: string, password: string): Promise<Response> {
  return fetch(`${url}/api/${contract.authenticate.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: sha256(password), scope: 'Portal' }),
  });
}

/**
 * A wrong sign-in from another loopback address (127.0.0.2), as an attacker on another machine
 * would be another client: fetch cannot choose its source address, node:http can.
 */
function wrongSignInFromElsewhere(url: string, userName: string): Promise<void> {
  const body = JSON.stringify({ userName, password: sha256('adivinanza'), scope: 'Portal' });
  return new Promise((resolve, reject) => {
    const sent = request(
      `${url}/api/${contract.authenticate.path}`,
      { method: 'POST', localAddress: '127.0.0.2', headers: { 'content-type': 'application/json' } },
      (answer) => {
        answer.resume();
        answer.on('end', resolve);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The app's first script, as the login page asks for it. */
function staticAsset(): string {
  const index = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
  if (script === undefined) throw new Error('dist/index.html no carga ningún script de /assets/');
  return script;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function samples(count: number, work: () => Promise<unknown>): Promise<Spread> {
  const runs: number[] = [];
  for (let index = 0; index < count; index += 1) runs.push(await timed(work));
  return spread(runs);
}

async function start(port: number, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'sandbox', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SANDBOX_MODE: 'demo', SANDBOX_DATA: dataDir, SANDBOX_QUIET: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el sandbox terminó con el código ${child.exitCode}`);
    try {
      if ((await signIn(url, 'deudor@demo.ni', demoPassword)).status === 200) return { child, url };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export async function benchSignInUnderAttack(options: {
  readonly port: number;
  readonly log: (line: string) => void;
}): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-sign-in-'));
  const { child, url } = await start(options.port, dataDir);
  try {
    const asset = `${url}${staticAsset()}`;
    const getAsset = async () => {
      const response = await fetch(asset);
      if (response.status !== 200) throw new Error(`${asset}: ${response.status}`);
      await response.arrayBuffer();
    };
    const ownerSignIn = async () => {
      const response = await signIn(url, 'deudor@demo.ni', demoPassword);
      if (response.status !== 200) throw new Error(`inicio de sesión del titular: ${response.status}`);
      await response.arrayBuffer();
    };

    options.log('Sandbox: archivo estático e inicio de sesión en reposo…');
    await getAsset();
    const idleStatic = await samples(STATIC_SAMPLES, getAsset);
    const idleSignIn = await samples(SIGN_IN_SAMPLES, ownerSignIn);

    options.log(`Sandbox: lo mismo con ${ATTACKERS} inicios de sesión erróneos a la vez…`);
    let attacking = true;
    let refused = 0;
    let firstRefusals: () => void = () => undefined;
    const underWay = new Promise<void>((resolve) => {
      firstRefusals = resolve;
    });
    const attacker = async (index: number) => {
      for (let attempt = 0; attacking; attempt += 1) {
        await wrongSignInFromElsewhere(url, `intruso-${index}-${attempt}@ataque.ni`);
        refused += 1;
        if (refused >= ATTACKERS) firstRefusals();
      }
    };
    const attack = Promise.all(Array.from({ length: ATTACKERS }, (_, index) => attacker(index)));
    await underWay;
    const attackStatic = await samples(STATIC_SAMPLES, getAsset);
    const attackSignIn = await samples(SIGN_IN_SAMPLES, ownerSignIn);
    attacking = false;
    await attack;

    const ratio = attackStatic.median / idleStatic.median;
    return [
      {
        id: 'sandbox-attack-static',
        section,
        label: `Un archivo estático con ${ATTACKERS} inicios de sesión erróneos en curso`,
        unit: 'ms',
        measured: attackStatic,
        baseline: { label: 'en reposo', measured: idleStatic },
        ratio: idleStatic.median / attackStatic.median,
        target: { text: '≤ 3× en reposo', met: ratio <= 3 },
        note: `${ratio.toFixed(2)}× en reposo`,
      },
      {
        id: 'sandbox-attack-sign-in',
        section,
        label: `Inicio de sesión del titular con ${ATTACKERS} inicios de sesión erróneos en curso`,
        unit: 'ms',
        measured: attackSignIn,
        baseline: { label: 'en reposo', measured: idleSignIn },
        ratio: idleSignIn.median / attackSignIn.median,
        note: `${refused} intentos erróneos respondidos`,
      },
    ];
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
