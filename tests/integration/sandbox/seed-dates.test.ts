import { describe, expect, it } from 'vitest';
import { maturityOf } from '@/lib/maturity';
import { manualClock, testSandbox } from './sandbox-client';

interface SeededLoad {
  readonly idLoad: number;
  readonly loadDate: string;
  readonly status: string;
  readonly totalAmountNIO: number;
  readonly decidedBy?: string;
  readonly decidedAtTime?: string;
}

const path = (call: string) => `operations/Factoring/${call}`;

async function seedOn(start: string) {
  const client = testSandbox({ now: manualClock(Date.parse(start)).now });
  const authoriser = await client.login('autorizador@demo.ni');
  const provider = await client.login('proveedor@demo.ni');
  return {
    loads: await client.json<SeededLoad[]>(path('HistoryLoads'), authoriser),
    available: await client.json<{ dueDate: string }[]>(path('GetAvailableInvoicesByProvider'), provider),
  };
}

describe("the seed counts its dates back from the sandbox clock's day in Managua", () => {
  it('dates the newest load two days before today, whatever today is, with the same ids and amounts', async () => {
    // 03:00 UTC on 1 March is still 28 February in Managua.
    const early = await seedOn('2026-03-01T03:00:00Z');
    const later = await seedOn('2027-07-20T15:00:00Z');
    expect(early.loads[0]).toMatchObject({ idLoad: 515, loadDate: '2026-02-26', status: 'PENDIENTE' });
    expect(later.loads[0]).toMatchObject({ idLoad: 515, loadDate: '2027-07-18', status: 'PENDIENTE' });
    const figures = (loads: readonly SeededLoad[]) => loads.map((load) => [load.idLoad, load.totalAmountNIO]);
    expect(figures(later.loads)).toEqual(figures(early.loads));
  });

  it('always offers the provider invoices past due, due within 7 days and due later', async () => {
    const { available } = await seedOn('2026-03-01T03:00:00Z');
    const states = available.map((invoice) => maturityOf(invoice.dueDate, '2026-02-28')?.state);
    expect(states.filter((state) => state === 'overdue')).toHaveLength(15);
    expect(states.filter((state) => state === 'dueSoon')).toHaveLength(6);
    expect(states.filter((state) => state === 'current')).toHaveLength(5);
  });

  it('says who decided each seeded decision and when', async () => {
    const { loads } = await seedOn('2026-03-01T03:00:00Z');
    const decided = loads.filter((load) => load.status !== 'PENDIENTE');
    expect(decided).toHaveLength(10);
    for (const load of decided) {
      expect(load.decidedBy).toBe('Carlos Andrés Chamorro Solórzano');
      expect(load.decidedAtTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:20:00Z$/);
    }
  });
});
