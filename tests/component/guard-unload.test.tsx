import { describe, expect, it } from 'vitest';
import { guardUnloadUntil } from '@/lib/guard-unload';

/** What the browser does before it leaves the page: true when the page asked to stay. */
function leaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function pending() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const work = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  if (!settle) throw new Error('the promise executor runs at once');
  return { work, ...settle };
}

describe('guardUnloadUntil', () => {
  it('asks before the page goes while the write runs, and no more once it is done', async () => {
    const write = pending();
    guardUnloadUntil(write.work);
    expect(leaving()).toBe(true);
    write.resolve();
    await write.work;
    expect(leaving()).toBe(false);
  });

  it('lets the page go once the write has failed: there is nothing left to lose', async () => {
    const write = pending();
    guardUnloadUntil(write.work);
    expect(leaving()).toBe(true);
    write.reject(new Error('disco lleno'));
    await write.work.catch(() => undefined);
    expect(leaving()).toBe(false);
  });
});
