import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export const demoPassword = 'Portal2025!';

export const demoUsers = {
  deudor: 'deudor@demo.ni',
  autorizador: 'autorizador@demo.ni',
} as const;

export type DemoUser = keyof typeof demoUsers;

/** A sandbox of our own, in test mode, with its control routes and the API as a demo user sees it. */
export interface Sandbox {
  readonly url: string;
  /** Back to the seed: every flow starts from the same data. */
  reset(): Promise<void>;
  /** One factoring call (GET) as `user`, straight from the API, to check what a flow left behind. */
  factoring<T>(user: DemoUser, call: string): Promise<T>;
  stop(): Promise<void>;
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Starts `tsx sandbox/main.ts` on `port` and resolves once it listens: its start-up line says so,
 * so nothing polls. It serves the build in dist/ (npm test builds it first).
 */
export async function startSandbox(port: number): Promise<Sandbox> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SANDBOX_MODE: 'test', SANDBOX_QUIET: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = `http://localhost:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(`http://localhost:${port}/`)) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`El sandbox del puerto ${port} terminó (${code}):\n${output}`)));
    child.once('error', reject);
  });
  child.stdout.resume();
  const home = await fetch(`${url}/`);
  if (!home.ok) {
    child.kill('SIGTERM');
    await exited;
    throw new Error(`El sandbox no sirve la aplicación (HTTP ${home.status}): ejecute «npm run build».`);
  }

  const tokens = new Map<DemoUser, string>();
  const tokenOf = async (user: DemoUser): Promise<string> => {
    const known = tokens.get(user);
    if (known !== undefined) return known;
    const response = await ok(
      await fetch(`${url}/api/auth/secure/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userName: demoUsers[user],
          // The login form sends the password's SHA-256, never the password.
          password: createHash('sha256').update(demoPassword, 'utf8').digest('hex'),
          scope: 'Portal',
        }),
      }),
      `inicio de sesión por la API de ${demoUsers[user]}`,
    );
    const token = ((await response.json()) as { access_token: string }).access_token;
    tokens.set(user, token);
    return token;
  };

  return {
    url,
    async reset() {
      await ok(await fetch(`${url}/api/__test__/reset`, { method: 'POST' }), 'reinicio del sandbox');
      // A reset forgets every session, ours too.
      tokens.clear();
    },
    async factoring<T>(user: DemoUser, call: string) {
      const token = await tokenOf(user);
      const response = await ok(
        await fetch(`${url}/api/operations/Factoring/${call}`, { headers: { authorization: `Bearer ${token}` } }),
        call,
      );
      return (await response.json()) as T;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
