import { beforeEach, vi } from 'vitest';

/** A Web Storage that keeps its entries in memory; Node has none of its own. */
export class MemoryStorage {
  readonly #entries = new Map<string, string>();

  get length(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }

  getItem(key: string): string | null {
    return this.#entries.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#entries.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#entries.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#entries.set(key, value);
  }
}

/** A storage the browser refuses to use: private mode, full quota, blocked cookies. */
export class FailingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }

  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }

  override removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/**
 * localStorage and sessionStorage on globalThis for every test of the calling file, emptied before
 * each; the config's `unstubGlobals` takes them away after it.
 */
export function withFreshStorages(): { readonly local: MemoryStorage; readonly session: MemoryStorage } {
  const storages = { local: new MemoryStorage(), session: new MemoryStorage() };
  beforeEach(() => {
    storages.local.clear();
    storages.session.clear();
    vi.stubGlobal('localStorage', storages.local);
    vi.stubGlobal('sessionStorage', storages.session);
  });
  return storages;
}
