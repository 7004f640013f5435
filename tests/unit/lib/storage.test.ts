import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readJson, readStored, remove, writeJson } from '@/lib/storage';
import { FailingStorage, withFreshStorages } from './memory-storage';

const { local, session } = withFreshStorages();
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('safe JSON storage', () => {
  it('writes JSON and reads it back, per area', () => {
    expect(writeJson('local', 'sidebar_collapsed', true)).toBe(true);
    writeJson('session', 'tours', ['dashboard']);
    expect(local.getItem('sidebar_collapsed')).toBe('true');
    expect(session.getItem('tours')).toBe('["dashboard"]');
    expect(readJson<boolean>('local', 'sidebar_collapsed')).toBe(true);
    expect(readJson('session', 'tours', z.array(z.string()))).toEqual(['dashboard']);
    expect(readJson('local', 'tours')).toBeNull();
  });

  it('reads a missing entry as null without complaint', () => {
    expect(readJson('local', 'nothing')).toBeNull();
    expect(readStored('local', 'nothing')).toEqual({ status: 'missing' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads corrupt JSON as null and logs it', () => {
    local.setItem('completed_tours', '[unterminated');
    expect(readJson('local', 'completed_tours')).toBeNull();
    expect(readStored('local', 'completed_tours')).toEqual({ status: 'invalid' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no es JSON válido'), expect.anything());
  });

  it('reads a value of the wrong shape as null and logs it', () => {
    local.setItem('completed_tours', JSON.stringify({ not: 'a list' }));
    expect(readJson('local', 'completed_tours', z.array(z.string()))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no tiene el formato esperado'), expect.anything());
  });

  it('removes an entry', () => {
    session.setItem('k', '1');
    remove('session', 'k');
    expect(session.getItem('k')).toBeNull();
  });

  it('survives a storage that refuses every operation', () => {
    vi.stubGlobal('localStorage', new FailingStorage());
    expect(readJson('local', 'k')).toBeNull();
    expect(writeJson('local', 'k', { a: 1 })).toBe(false);
    expect(() => {
      remove('local', 'k');
    }).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('survives a storage the browser blocks entirely (SecurityError on access)', () => {
    vi.stubGlobal('sessionStorage', undefined);
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(readJson('session', 'k')).toBeNull();
    expect(writeJson('session', 'k', 1)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('reads null where there is no storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readJson('local', 'k')).toBeNull();
    expect(writeJson('local', 'k', 1)).toBe(false);
  });

  it('refuses values JSON cannot hold', () => {
    expect(writeJson('local', 'k', undefined)).toBe(false);
    expect(local.getItem('k')).toBeNull();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(writeJson('local', 'k', circular)).toBe(false);
  });
});
