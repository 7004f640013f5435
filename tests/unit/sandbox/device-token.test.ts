import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceTokenLifetimeMs, DeviceTokens } from '../../../sandbox/device-token';

const deudor = { userId: 1001, userName: 'deudor@demo.ni' };
const proveedor = { userId: 1003, userName: 'proveedor@demo.ni' };
const key = Buffer.alloc(32, 7);

function tokensAt(start = Date.parse('2026-01-15T15:00:00Z')) {
  let now = start;
  return {
    tokens: new DeviceTokens(key, () => now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const decode = (value: string) => JSON.parse(Buffer.from(value.split('.')[0] ?? '', 'base64url').toString()) as object;

describe('device tokens', () => {
  it('name the user and the time of issue, and verify for that user for 90 days', () => {
    const { tokens, advance } = tokensAt();
    const issued = tokens.issue(deudor);
    expect(decode(issued.value)).toEqual({
      v: 1,
      uid: 1001,
      sub: 'deudor@demo.ni',
      iat: Date.parse('2026-01-15T15:00:00Z'),
      jti: issued.id,
    });
    expect(issued.maxAgeSeconds).toBe(90 * 24 * 60 * 60);
    expect(tokens.verify(issued.value, deudor)).toBe(issued.id);
    // The user name is matched as sign-in matches it.
    expect(tokens.verify(issued.value, { userId: 1001, userName: ' DEUDOR@demo.ni ' })).toBe(issued.id);
    advance(deviceTokenLifetimeMs - 1);
    expect(tokens.verify(issued.value, deudor)).toBe(issued.id);
    advance(1);
    expect(tokens.verify(issued.value, deudor)).toBeNull();
  });

  it('give each user their own cookie name, which does not show the user name', () => {
    const { tokens } = tokensAt();
    const name = tokens.cookieName('deudor@demo.ni');
    expect(name).toMatch(/^portal_device_[0-9a-f]{16}$/);
    expect(tokens.cookieName('  Deudor@Demo.ni')).toBe(name);
    expect(tokens.cookieName('proveedor@demo.ni')).not.toBe(name);
    expect(new DeviceTokens(Buffer.alloc(32, 8), () => 0).cookieName('deudor@demo.ni')).not.toBe(name);
  });

  it("ignore another user's token, a forged or altered one, and one signed with another key", () => {
    const { tokens } = tokensAt();
    const issued = tokens.issue(deudor);
    const [payload = '', signature = ''] = issued.value.split('.');
    expect(tokens.verify(issued.value, proveedor)).toBeNull();
    expect(tokens.verify(issued.value, { userId: 9999, userName: 'deudor@demo.ni' })).toBeNull();
    expect(tokens.verify(issued.value, undefined)).toBeNull();

    // The same payload rewritten for another user keeps the old signature, which no longer matches.
    const rewritten = Buffer.from(JSON.stringify({ ...decode(issued.value), uid: 1003, sub: 'proveedor@demo.ni' }));
    expect(tokens.verify(`${rewritten.toString('base64url')}.${signature}`, proveedor)).toBeNull();
    // A signature made with a guessed key.
    const guessed = createHmac('sha256', Buffer.alloc(32)).update(`device\n${payload}`).digest('base64url');
    expect(tokens.verify(`${payload}.${guessed}`, deudor)).toBeNull();
    expect(new DeviceTokens(Buffer.alloc(32, 8), () => 0).verify(issued.value, deudor)).toBeNull();
    for (const junk of [
      '',
      '.',
      payload,
      `${payload}.`,
      `${payload}.${signature}.x`,
      `x${issued.value}`,
      'a'.repeat(600),
    ])
      expect(tokens.verify(junk, deudor)).toBeNull();
  });

  it('refuse a token issued in the future and a key shorter than 32 bytes', () => {
    const later = tokensAt(Date.parse('2026-02-01T00:00:00Z')).tokens.issue(deudor);
    expect(tokensAt().tokens.verify(later.value, deudor)).toBeNull();
    expect(() => new DeviceTokens(Buffer.alloc(16), () => 0)).toThrow();
  });
});
