import { scryptSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { HashPool } from '../../../sandbox/hash-pool';
import { testSandbox } from './sandbox-client';

describe('password hashing in a pool of its own', () => {
  it('derives the same keys as scrypt itself, many at once', async () => {
    const pool = new HashPool(2);
    const cost = { N: 1024, r: 8, p: 1 };
    const jobs = Array.from({ length: 6 }, (_, index) => ({
      secret: `clave-${index}`,
      salt: Buffer.from(`sal-${index}`),
      keyLength: 32,
      cost,
    }));
    const keys = await Promise.all(jobs.map((job) => pool.scrypt(job)));
    keys.forEach((key, index) => {
      const job = jobs[index];
      if (job) expect(key.equals(scryptSync(job.secret, job.salt, 32, cost))).toBe(true);
    });
  });

  it('lets clients take turns: one that sends many waits behind its own, not another client', async () => {
    const pool = new HashPool(1);
    const job = (secret: string) => ({
      secret,
      salt: Buffer.from('sal'),
      keyLength: 16,
      cost: { N: 1024, r: 8, p: 1 },
    });
    const finished: string[] = [];
    const flood = Array.from({ length: 6 }, (_, index) =>
      pool.scrypt(job(`a${index}`), 'atacante').then(() => finished.push(`a${index}`)),
    );
    const owner = pool.scrypt(job('b'), 'titular').then(() => finished.push('b'));
    await Promise.all([...flood, owner]);
    expect(finished.indexOf('b')).toBeLessThanOrEqual(2);
  });

  it('checks the throttle before hashing: a client told to wait costs no scrypt work', async () => {
    const client = testSandbox();
    const hashes = vi.spyOn(HashPool.prototype, 'scrypt');
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await client.authenticate('deudor@demo.ni', 'Equivocada1')).status).toBe(401);
    const before = hashes.mock.calls.length;
    const throttled = await client.authenticate('deudor@demo.ni', 'Equivocada1');
    expect(throttled.status).toBe(429);
    expect(hashes.mock.calls.length).toBe(before);
    client.sandbox.close();
  });
});
