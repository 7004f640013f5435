import { describe, expect, it, vi } from 'vitest';
import { createLocalDraftLock } from '@/features/factoring/import/drafts/draft-lock';
import { refusalOf } from '@/features/factoring/import/drafts/draft-refusal';
import { sendDraft, type DraftSenderDeps } from '@/features/factoring/import/drafts/draft-sender';
import { ApiError } from '@/lib/http/api-error';
import { invoiceRow, newDraft, storeWithClock } from './draft-builders';

const ANA = 7;
/** The sandbox's 409 for two of the draft's invoices, the second written in another case. */
const conflict409 = () =>
  new ApiError('2 facturas ya están en cargas pendientes o aprobadas.', {
    kind: 'http',
    statusCode: 409,
    body: {
      message: '2 facturas ya están en cargas pendientes o aprobadas.',
      conflicts: [
        {
          providerIdentification: '0012345',
          invoiceNumber: 'F-00001',
          heldBy: 'own',
          idLoad: 516,
          status: 'PENDIENTE',
        },
        {
          providerIdentification: '0012345',
          invoiceNumber: 'f-00003 ',
          heldBy: 'own',
          idLoad: 508,
          status: 'APROBADA',
        },
        { providerIdentification: '0012345', invoiceNumber: 'F-00002', heldBy: 'other' },
      ],
    },
  });

const refusedText =
  'El servidor rechazó la importación: 3 facturas ya están en cargas pendientes o aprobadas. Una factura no se financia dos veces. Las filas marcadas dicen dónde está cada una; el borrador sigue guardado en este dispositivo.';

describe('a LoadInvoices 409 listing invoices already loaded', () => {
  it("becomes an error on each row that carries one of them, naming the debtor's own load and its status, never another company's", () => {
    const rows = [invoiceRow(0), invoiceRow(1), invoiceRow(2)];
    expect(refusalOf(conflict409(), { rows })).toEqual({
      message: refusedText,
      issues: [
        {
          row: 2,
          column: 'Número de factura',
          message: 'La factura F-00001 del proveedor 0012345 ya está en la carga n.º 516 (Pendiente).',
          severity: 'error',
        },
        {
          row: 3,
          column: 'Número de factura',
          message:
            'La factura F-00002 del proveedor 0012345 ya está en una carga pendiente o aprobada de otra empresa. Una factura no se financia dos veces: confirme con su proveedor.',
          severity: 'error',
        },
        {
          row: 4,
          column: 'Número de factura',
          message: 'La factura F-00003 del proveedor 0012345 ya está en la carga n.º 508 (Aprobada).',
          severity: 'error',
        },
      ],
    });
  });

  it('is not read into a 409 of another kind, nor into other statuses', () => {
    const rows = [invoiceRow(0)];
    const decided = new ApiError('La solicitud ya fue resuelta', {
      kind: 'http',
      statusCode: 409,
      body: { message: 'x' },
    });
    expect(refusalOf(decided, { rows })).toBeNull();
    expect(
      refusalOf(new ApiError('x', { kind: 'http', statusCode: 400, body: conflict409().body }), { rows }),
    ).toBeNull();
    expect(refusalOf(new Error('x'), { rows })).toBeNull();
  });

  it('keeps the draft, marks it failed with why, and never schedules another attempt', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, clock } = storeWithClock();
    const submit = vi.fn<DraftSenderDeps['submit']>().mockRejectedValue(conflict409());
    const deps: DraftSenderDeps = {
      store,
      lock: createLocalDraftLock(),
      submit,
      isOnline: () => true,
      now: () => clock.now,
      retryDelay: () => 1000,
    };
    const draft = await store.create(newDraft(ANA));

    const outcome = await sendDraft(deps, ANA, draft.id);

    expect(outcome).toMatchObject({ kind: 'failed', unauthorized: false });
    const kept = await store.get(ANA, draft.id);
    expect(kept).toMatchObject({ status: 'failed', lastError: refusedText, nextAttemptAt: null, attempts: 0 });
    expect(kept?.rows).toHaveLength(3);
    expect(kept?.issues).toEqual([]);
    expect(kept?.refusedRows?.map((issue) => [issue.row, issue.severity])).toEqual([
      [2, 'error'],
      [3, 'error'],
      [4, 'error'],
    ]);

    // Sent again by hand once the load is rejected: the refusal is cleared with the attempt.
    submit.mockResolvedValueOnce({ idLoad: 530 });
    expect(await sendDraft(deps, ANA, draft.id)).toMatchObject({ kind: 'sent', sent: { loadId: 530 } });
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
