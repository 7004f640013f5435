import { request } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { demoPassword, manualClock, sha256 } from './sandbox-client';
import { serveDuringTests } from './served-sandbox';

interface Answer {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly setCookies: readonly string[];
}

/**
 * A browser as the sandbox sees it: the socket's loopback address (each request binds its own end
 * of the connection, as two machines would differ) and the cookies it keeps from Set-Cookie.
 */
class Browser {
  readonly #cookies = new Map<string, string>();

  constructor(
    private readonly port: () => number,
    readonly address: string,
  ) {}

  get cookies(): ReadonlyMap<string, string> {
    return this.#cookies;
  }

  keep(name: string, value: string): void {
    this.#cookies.set(name, value);
  }

  signIn(userName: string, password: string): Promise<Answer> {
    return this.post('/api/auth/secure/authenticate', { userName, password: sha256(password), scope: 'Portal' });
  }

  askRecovery(username: string): Promise<Answer> {
    return this.post('/api/auth/portal/requestChangePassword', { username });
  }

  post(path: string, payload: unknown): Promise<Answer> {
    const body = JSON.stringify(payload);
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const call = request(
        {
          host: '127.0.0.1',
          port: this.port(),
          localAddress: this.address,
          method: 'POST',
          path,
          agent: false,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            ...(cookie ? { Cookie: cookie } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const setCookies = response.headers['set-cookie'] ?? [];
            for (const line of setCookies) {
              const [pair = ''] = line.split(';');
              const split = pair.indexOf('=');
              this.#cookies.set(pair.slice(0, split), pair.slice(split + 1));
            }
            const retryAfter = response.headers['retry-after'];
            resolve({ status: response.statusCode ?? 0, retryAfter, setCookies });
          });
        },
      );
      call.on('error', reject);
      call.end(body);
    });
  }
}

const owner = 'autorizador@demo.ni';

function onlyCookie(browser: Browser): readonly [string, string] {
  const cookies = [...browser.cookies];
  expect(cookies).toHaveLength(1);
  const [name = '', value = ''] = cookies[0] ?? [];
  return [name, value];
}

describe('known browsers over HTTP: lockouts that cannot be aimed at the owner', () => {
  const clock = manualClock();
  const sandbox = createSandbox({ mode: 'test', now: clock.now });
  const http = serveDuringTests(sandbox);
  const browser = (address: string) => new Browser(() => http.port, address);

  beforeEach(() => {
    sandbox.state.reset();
  });

  /**
   * Three wrong passwords from each of 36 addresses: no address reaches its own delay, but the
   * hundredth failure reaches the ceiling for unknown browsers, and the last guesses are refused.
   */
  async function aimAtOwner() {
    const statuses: number[] = [];
    for (let host = 1; host <= 36; host += 1) {
      const attacker = browser(`127.0.1.${host}`);
      for (let guess = 0; guess < 3; guess += 1) statuses.push((await attacker.signIn(owner, 'Adivinanza1!')).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.slice(100)).toEqual(Array.from({ length: 8 }, () => 429));
  }

  // Over a hundred scrypt checks each, on a machine that may be busy.
  const aimedTimeout = 60_000;

  it('a sign-in leaves an HttpOnly, SameSite=Strict device cookie for /api/auth, kept 90 days', async () => {
    const laptop = browser('127.0.0.2');
    const answer = await laptop.signIn(owner, demoPassword);
    expect(answer.status).toBe(200);
    expect(answer.setCookies).toHaveLength(1);
    const [cookie = ''] = answer.setCookies;
    expect(cookie).toMatch(/^portal_device_[0-9a-f]{16}=[\w-]+\.[\w-]+; /);
    const attributes = cookie.split('; ').slice(1).sort();
    // Plain HTTP here, so not Secure; over HTTPS it is (see device-cookie.ts).
    expect(attributes).toEqual(['HttpOnly', 'Max-Age=7776000', 'Path=/api/auth', 'SameSite=Strict']);
    // A wrong password leaves no cookie.
    expect((await browser('127.0.0.3').signIn(owner, 'Mala1!')).setCookies).toEqual([]);
  });

  it(
    "failures aimed from 36 addresses do not lock out the owner's known browser; unknown browsers wait",
    async () => {
      const laptop = browser('127.0.0.2');
      expect((await laptop.signIn(owner, demoPassword)).status).toBe(200);
      await aimAtOwner();
      expect((await laptop.signIn(owner, demoPassword)).status).toBe(200);
      // Without the token, the right password waits out the ceiling, from any address, the owner's too.
      expect(await browser('127.0.0.2').signIn(owner, demoPassword)).toMatchObject({ status: 429, retryAfter: '3600' });
      expect((await browser('127.0.0.9').signIn(owner, demoPassword)).status).toBe(429);
    },
    aimedTimeout,
  );

  it(
    "a forged token, or another user's, is ignored",
    async () => {
      const laptop = browser('127.0.0.2');
      await laptop.signIn(owner, demoPassword);
      const [name, value] = onlyCookie(laptop);
      const other = browser('127.0.0.4');
      await other.signIn('deudor@demo.ni', demoPassword);
      const [, othersValue] = onlyCookie(other);
      await aimAtOwner();

      const forger = browser('127.0.0.5');
      const [payload = ''] = value.split('.');
      forger.keep(name, `${payload}.${'A'.repeat(43)}`);
      expect((await forger.signIn(owner, demoPassword)).status).toBe(429);
      // Another user's genuine token, sent under the owner's cookie name.
      const borrower = browser('127.0.0.6');
      borrower.keep(name, othersValue);
      expect((await borrower.signIn(owner, demoPassword)).status).toBe(429);
    },
    aimedTimeout,
  );

  it('a known browser that fails too often is locked itself, for an hour; the owner elsewhere is not', async () => {
    const stolen = browser('127.0.0.7');
    await stolen.signIn(owner, demoPassword);
    const phone = browser('127.0.0.8');
    await phone.signIn(owner, demoPassword);
    for (let guess = 0; guess < 10; guess += 1) expect((await stolen.signIn(owner, 'Adivinanza1!')).status).toBe(401);
    expect(await stolen.signIn(owner, demoPassword)).toMatchObject({ status: 429, retryAfter: '3600' });
    expect((await phone.signIn(owner, demoPassword)).status).toBe(200);
    expect((await browser('127.0.0.9').signIn(owner, demoPassword)).status).toBe(200);
    clock.advance(60 * 60 * 1000);
    expect((await stolen.signIn(owner, demoPassword)).status).toBe(200);
  }, 30_000);

  it("someone else's recovery requests do not block the owner's known browser", async () => {
    const laptop = browser('127.0.0.2');
    await laptop.signIn(owner, demoPassword);
    // Six requests in the owner's name from the owner's own address (a shared office network).
    const stranger = browser('127.0.0.2');
    const answers = [];
    for (let ask = 0; ask < 6; ask += 1) answers.push((await stranger.askRecovery(owner)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await laptop.askRecovery(owner)).status).toBe(200);
    // Spread over four more addresses, they reach the ceiling for unknown browsers; the laptop passes it.
    for (let host = 1; host <= 3; host += 1) {
      for (let ask = 0; ask < 5; ask += 1)
        expect((await browser(`127.0.2.${host}`).askRecovery(owner)).status).toBe(200);
    }
    expect(await browser('127.0.2.9').askRecovery(owner)).toMatchObject({ status: 429, retryAfter: '900' });
    expect((await laptop.askRecovery(owner)).status).toBe(200);
  }, 30_000);
});
