import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { demoPassword, manualClock, sha256 } from './sandbox-client';
import { serveDuringTests } from './served-sandbox';

interface Answer {
  readonly status: number;
  readonly retryAfter: string | undefined;
}

/**
 * The client address is the TCP socket's: each request binds its own end of the connection to a
 * loopback address (all of 127.0.0.0/8 is local on Linux), so the sandbox sees 127.0.0.2 or
 * 127.0.0.3 exactly as it would see two machines. No header is involved: the sandbox trusts none.
 */
function signIn(port: number, from: string, password: string, headers: Record<string, string> = {}): Promise<Answer> {
  const body = JSON.stringify({ userName: 'autorizador@demo.ni', password: sha256(password), scope: 'Portal' });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/auth/secure/authenticate',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, retryAfter });
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describe('sign-in lockout over HTTP, counted per user name and client address', () => {
  const clock = manualClock();
  const sandbox = createSandbox({ mode: 'test', now: clock.now });
  const http = serveDuringTests(sandbox);

  it('ten wrong passwords from 127.0.0.2 do not stop the right password from 127.0.0.3', async () => {
    const waits: string[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      let answer = await signIn(http.port, '127.0.0.2', 'Adivinanza1!');
      // The attacker waits out each delay, so all ten guesses are checked and counted as failures.
      while (answer.status === 429) {
        waits.push(answer.retryAfter ?? '');
        clock.advance(Number(answer.retryAfter) * 1000);
        answer = await signIn(http.port, '127.0.0.2', 'Adivinanza1!');
      }
      expect(answer.status).toBe(401);
    }
    // Three mistakes cost nothing; from the fourth on, each failure doubles the wait.
    expect(waits).toEqual(['1', '2', '4', '8', '16', '32']);

    // The attacking address now waits 2^(10-4) = 64 seconds, even with the right password...
    const attacker = await signIn(http.port, '127.0.0.2', demoPassword);
    expect(attacker).toEqual({ status: 429, retryAfter: '64' });
    // ...and a header naming another address changes nothing: only the socket counts.
    expect(await signIn(http.port, '127.0.0.2', demoPassword, { 'X-Forwarded-For': '127.0.0.3' })).toEqual({
      status: 429,
      retryAfter: '64',
    });
    // The owner, from their own address, signs in at once.
    expect(await signIn(http.port, '127.0.0.3', demoPassword)).toEqual({ status: 200, retryAfter: undefined });
  });

  it('twelve guesses sent at once get no further than twelve sent one by one', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(http.port, '127.0.0.4', 'Adivinanza1!')));
    const statuses = answers.map((answer) => answer.status);
    // The clock stands still: three free mistakes and the fourth are checked, the rest must wait.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });
});
