import { describe, expect, it } from 'vitest';
import { BodyBudget, maxBodyBytes, readJson } from '../../../sandbox/request-body';

const CHUNK = 64 * 1024;

/** A request whose body arrives in 64 KiB chunks, with no Content-Length: `total` bytes in all. */
function chunkedRequest(total: number): Parameters<typeof readJson>[0] {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.close();
        return;
      }
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
      sent += CHUNK;
    },
  });
  const request = new Request('http://localhost/api', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  return {
    req: { header: (name: string) => request.headers.get(name) ?? undefined, raw: request },
  } as unknown as Parameters<typeof readJson>[0];
}

describe('the budget of bodies being read', () => {
  it('is whole again after bodies refused past the cap, however many', async () => {
    const budget = new BodyBudget();
    for (let body = 0; body < 20; body += 1) {
      await expect(readJson(chunkedRequest(maxBodyBytes + 10 * CHUNK), budget)).rejects.toMatchObject({ status: 413 });
    }
    expect(budget.held).toBe(0);
  });

  it('is whole again after a body it read', async () => {
    const budget = new BodyBudget();
    await readJson(chunkedRequest(2 * CHUNK), budget);
    expect(budget.held).toBe(0);
  });
});
