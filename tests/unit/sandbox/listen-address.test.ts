import { describe, expect, it } from 'vitest';
import { exposedWarning, isLoopbackAddress, listenAddress } from '../../../sandbox/listen-address';

describe('where the sandbox listens', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(listenAddress(undefined)).toEqual({ hostname: '127.0.0.1', exposed: false });
    expect(listenAddress('')).toEqual({ hostname: '127.0.0.1', exposed: false });
    expect(listenAddress('  ')).toEqual({ hostname: '127.0.0.1', exposed: false });
  });

  it('listens where HOST says, and counts as exposed only beyond loopback', () => {
    expect(listenAddress('0.0.0.0')).toEqual({ hostname: '0.0.0.0', exposed: true });
    expect(listenAddress('192.168.1.20')).toEqual({ hostname: '192.168.1.20', exposed: true });
    expect(listenAddress('::')).toEqual({ hostname: '::', exposed: true });
    expect(listenAddress('127.0.0.1')).toEqual({ hostname: '127.0.0.1', exposed: false });
    expect(listenAddress('::1')).toEqual({ hostname: '::1', exposed: false });
  });

  it('tells loopback addresses from the rest', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', 'localhost'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['0.0.0.0', '10.0.0.1', '192.168.1.20', '::', '::ffff:10.0.0.1', 'fe80::1', '128.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(false);
  });

  it('warns, in Spanish, that the demo reveals recovery codes', () => {
    expect(exposedWarning('0.0.0.0', 'demo')).toMatch(/0\.0\.0\.0.*\n.*revela los códigos de recuperación/);
  });
});
