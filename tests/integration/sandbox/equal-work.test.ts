import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HashPool } from '../../../sandbox/hash-pool';
import { testSandbox } from './sandbox-client';

// Each scrypt derivation the sandbox starts (in its hashing pool), with its cost: the slow work
// that would reveal whether an account exists if a known user name cost more of it than an unknown one.
const derivations = { calls: [] as unknown[] };

/** The scrypt derivations (their cost options) that one call made. */
async function workOf(call: () => Promise<Response>): Promise<{ status: number; work: unknown[] }> {
  derivations.calls = [];
  const response = await call();
  return { status: response.status, work: derivations.calls };
}

describe('the sandbox does the same slow work for unknown user names as for known ones', () => {
  beforeEach(() => {
    derivations.calls = [];
    const scrypt = Object.getOwnPropertyDescriptor(HashPool.prototype, 'scrypt')?.value as HashPool['scrypt'];
    vi.spyOn(HashPool.prototype, 'scrypt').mockImplementation(function (this: HashPool, job) {
      derivations.calls.push({ keyLength: job.keyLength, cost: job.cost });
      return Reflect.apply<HashPool, [typeof job], Promise<Buffer>>(scrypt, this, [job]);
    });
  });

  it('signs in: a wrong password and an unknown user each cost one scrypt of the same cost', async () => {
    const client = testSandbox();
    const known = await workOf(() => client.authenticate('deudor@demo.ni', 'Incorrecta1!'));
    const unknown = await workOf(() => client.authenticate('desconocido@demo.ni', 'Incorrecta1!'));
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(known.work).toHaveLength(1);
    expect(unknown.work).toEqual(known.work);
  });

  it('password recovery: a known and an unknown user name each cost one scrypt of the same cost', async () => {
    const client = testSandbox();
    const requestFor = (username: string) => () => client.post('auth/portal/requestChangePassword', { username });
    const known = await workOf(requestFor('autorizador@demo.ni'));
    const unknown = await workOf(requestFor('otro@ejemplo.ni'));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.work).toHaveLength(1);
    expect(unknown.work).toEqual(known.work);
  });
});
