import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomUuid, sha256Hex } from '@/lib/crypto';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('hashes the demo password like node:crypto, in lowercase hex', async () => {
    const hash = await sha256Hex('Portal2025!');
    expect(hash).toBe(nodeSha256('Portal2025!'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes UTF-8 text and the empty string', async () => {
    expect(await sha256Hex('contraseña Zü')).toBe(nodeSha256('contraseña Zü'));
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('randomUuid', () => {
  it('makes distinct version 4 UUIDs', () => {
    const first = randomUuid();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomUuid()).not.toBe(first);
  });
});
