import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import type { VerificationImage } from '@contract/schemas';
import { origin, sha256 } from './sandbox-client';
import { serveDuringTests } from './served-sandbox';

const portal = (name: string) => `${origin}/api/auth/portal/${name}`;

/** What @hono/node-server passes for a request that came from `address`. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

async function post(sandbox: ReturnType<typeof createSandbox>, url: string, body: unknown): Promise<Response> {
  return sandbox.app.fetch(
    new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    from('127.0.0.1'),
  );
}

/** A demo recovery of deudor@demo.ni up to the code "sent by SMS"; its request id. */
async function codeSent(sandbox: ReturnType<typeof createSandbox>): Promise<string> {
  const { requestID } = (await (
    await post(sandbox, portal('requestChangePassword'), { username: 'deudor@demo.ni' })
  ).json()) as {
    requestID: string;
  };
  const images = (await (
    await sandbox.app.fetch(
      new Request(`${origin}/api/auth/secure/InitialImages?sessionId=${requestID}`),
      from('127.0.0.1'),
    )
  ).json()) as VerificationImage[];
  const faro = images.find((image) => image.label === 'Faro');
  expect(
    (await post(sandbox, portal('checkUserImage'), { requestId: requestID, recoveryImageId: faro?.id })).status,
  ).toBe(200);
  expect((await post(sandbox, portal('sendCodePassword'), { requestId: requestID, method: 'sms' })).status).toBe(200);
  return requestID;
}

const codePath = (requestId: string) => `/api/__demo__/recovery-code?requestId=${encodeURIComponent(requestId)}`;

describe('the demo stays on this machine', () => {
  it('tells the recovery code to a client on another address never, to loopback yes', async () => {
    const sandbox = createSandbox({ mode: 'demo' });
    const requestId = await codeSent(sandbox);
    for (const address of ['192.168.1.20', '10.0.0.7', '::ffff:172.16.0.3', 'fe80::1']) {
      const answer = await sandbox.app.fetch(new Request(`${origin}${codePath(requestId)}`), from(address));
      expect(answer.status, address).toBe(403);
      expect(JSON.stringify(await answer.json())).not.toMatch(/\d{6}/);
    }
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(
        (await sandbox.app.fetch(new Request(`${origin}${codePath(requestId)}`), from(address))).status,
        address,
      ).toBe(200);
    sandbox.close();
  });

  describe('over HTTP from loopback', () => {
    const sandbox = createSandbox({ mode: 'demo' });
    const http = serveDuringTests(sandbox);
    it('answers the code', async () => {
      const requestId = await codeSent(sandbox);
      const answer = await fetch(`${http.base}${codePath(requestId)}`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { code: string }).code).toMatch(/^\d{6}$/);
    });
    it('has no test-only routes', async () => {
      expect((await fetch(`${http.base}/api/__test__/health`)).status).toBe(404);
      expect((await fetch(`${http.base}/api/__test__/reset`, { method: 'POST' })).status).toBe(404);
    });
  });

  it('refuses the SHA-256 of the empty string as a new password, with the words of the password rules', async () => {
    const sandbox = createSandbox({ mode: 'test' });
    const requestId = await codeSent(sandbox);
    const { code } = (await (await sandbox.fetch(`${origin}/api/__test__/otp?username=deudor@demo.ni`)).json()) as {
      code: string;
    };
    expect((await post(sandbox, portal('checkCodeChangePassword'), { requestId, code })).status).toBe(200);
    const empty = sha256('');
    const refused = await post(sandbox, portal('resetPassword'), {
      requestId,
      newPassword: empty,
      confirmNewPassword: empty,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^La contraseña todavía debe: tener al menos 10/,
    );
    const strong = sha256('OtraClave2026!');
    expect(
      (await post(sandbox, portal('resetPassword'), { requestId, newPassword: strong, confirmNewPassword: strong }))
        .status,
    ).toBe(200);
    sandbox.close();
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm run sandbox` as a process, until it prints that it listens; its output so far, then stopped. */
async function started(
  env: Record<string, string>,
): Promise<{ out: string; err: string; port: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, HOST: '', SANDBOX_MODE: 'test', SANDBOX_QUIET: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Rutas de control')) resolve();
    });
    child.once('exit', (code) => {
      reject(new Error(`El sandbox terminó (${String(code)}): ${err}`));
    });
  });
  return {
    get out() {
      return out;
    },
    get err() {
      return err;
    },
    port,
    stop: () => child.kill(),
  };
}

/** An address of this machine that other machines could reach, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((info) => info?.family === 'IPv4' && !info.internal)?.address;

describe('npm run sandbox', () => {
  it('listens on 127.0.0.1 by default, without a warning', async () => {
    const sandbox = await started({});
    try {
      expect(sandbox.out).toContain(`en http://localhost:${sandbox.port}/`);
      expect(sandbox.err).not.toContain('Atención');
      expect((await fetch(`http://127.0.0.1:${sandbox.port}/api/__test__/health`)).status).toBe(200);
      if (outsideAddress)
        await expect(fetch(`http://${outsideAddress}:${sandbox.port}/api/__test__/health`)).rejects.toThrow();
    } finally {
      sandbox.stop();
    }
  });

  it('listens where HOST says, and warns that it is open to the network', async () => {
    const sandbox = await started({ HOST: '0.0.0.0' });
    try {
      expect(sandbox.out).toContain(`en http://0.0.0.0:${sandbox.port}/`);
      await expect.poll(() => sandbox.err).toContain('al alcance de otras máquinas');
      if (outsideAddress)
        expect((await fetch(`http://${outsideAddress}:${sandbox.port}/api/__test__/health`)).status).toBe(200);
    } finally {
      sandbox.stop();
    }
  });
});
