import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { FileNotes } from '@/features/factoring/import/columns/file-notes';
import { lastFiles } from '@/features/factoring/import/columns/last-files';
import {
  DraftDatabase,
  declareSchemaV1,
  declareSchemaV2,
  declareSchemaV3,
  type StoredDraftV3,
} from '@/features/factoring/import/drafts/draft-database';
import { createDraftStore } from '@/features/factoring/import/drafts/draft-store';
import type { ColumnMatch, SheetRead } from '@workers/import-engine/index';
import { newDraft } from '../unit/features/import-drafts/draft-builders';

// The column step reads the file again through the import: here, what it would read it with.
const importFile = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));
vi.mock('@/features/factoring/import/use-file-import', () => ({
  useFileImport: () => ({ state: { kind: 'idle' }, importFile }),
}));

const headers = ['Código', 'Nombre', 'Emitida', 'Plazo', 'Doc', 'Valor 1', 'Valor 2', 'Obs'];
const specMap = {
  providerIdentification: 0,
  providerName: 1,
  invoiceDate: 2,
  dueDate: 3,
  invoiceNumber: 4,
  amountNIO: 5,
  amountUSD: 6,
  observations: 7,
} as const;

const draftWith = (columns: ColumnMatch) => ({
  id: 'd1',
  fileName: 'enero.xlsx',
  columns,
  issues: [],
  summary: { totalInvoices: 1, totalAmountNIO: 1000, totalAmountUSD: 0, summaryByProvider: [] },
});

describe('the file notes say only what still applies', () => {
  it('warns that the headers were not recognised while the columns are read by position', () => {
    const guessed = [
      'providerIdentification',
      'invoiceDate',
      'dueDate',
      'invoiceNumber',
      'amountNIO',
      'amountUSD',
    ] as const;
    render(
      <FileNotes
        userId={1}
        editable
        draft={draftWith({ map: specMap, by: 'positions', guessed: [...guessed], headers, signature: 's' })}
      />,
    );
    expect(screen.getByText(/^No se reconocieron en la fila 1 los encabezados de/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Elegir columnas' })).toBeTruthy();
  });

  it('drops the warning once the debtor has chosen the columns, even if the draft still lists guesses', () => {
    const chosen = { ...specMap, amountNIO: 6, amountUSD: 5 };
    render(
      <FileNotes
        userId={1}
        editable
        draft={draftWith({ map: chosen, by: 'chosen', guessed: ['amountNIO'], headers, signature: 's' })}
      />,
    );
    expect(screen.queryByText(/No se reconocieron/)).toBeNull();
    expect(screen.getByText(/^Columnas que usted eligió para estos encabezados: Monto NIO de G/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar columnas' })).toBeTruthy();
  });
});

describe("a file with one amount column and a currency column, in 'Elegir columnas'", () => {
  const currencyHeaders = [
    'Identificación',
    'Proveedor',
    'Fecha',
    'Vencimiento',
    'Factura',
    'Importe',
    'Moneda',
    'Obs',
  ];
  const currencyMatch: ColumnMatch = {
    map: { ...specMap, amountNIO: 5, amountUSD: 5 },
    by: 'headers',
    guessed: [],
    headers: currencyHeaders,
    signature: 'moneda',
    currency: { amount: 5, currency: 6 },
  };

  it('is shown as its amount column and its currency column, with nothing chosen twice, and read again as such', async () => {
    // jsdom has no modal dialogs: open is all the step needs of one.
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.open = true;
      },
    });
    lastFiles.keep('d1', new File(['x'], 'enero.xlsx'));
    const user = userEvent.setup();
    render(<FileNotes userId={1} editable draft={draftWith(currencyMatch)} />);
    expect(
      screen.getByText('Columnas leídas por su encabezado: Importe de F («Importe»), Moneda de G («Moneda»).'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cambiar columnas' }));
    const step = within(screen.getByRole('dialog', { name: 'Columnas del archivo' }));
    expect(step.getByLabelText<HTMLSelectElement>('Importe').selectedOptions[0]?.text).toBe('F · Importe');
    expect(step.getByLabelText<HTMLSelectElement>('Moneda').selectedOptions[0]?.text).toBe('G · Moneda');
    expect(step.queryByLabelText('Monto NIO')).toBeNull();
    expect(step.queryByRole('alert')).toBeNull();
    expect(step.queryByText(/está elegida para/)).toBeNull();

    // One column per currency instead: the debtor says which is which; nothing is guessed.
    await user.click(step.getByRole('radio', { name: /^Una columna por moneda/ }));
    expect(step.getByLabelText<HTMLSelectElement>('Monto NIO').value).toBe('');
    expect(step.getByLabelText<HTMLSelectElement>('Monto USD').value).toBe('');
    await user.click(step.getByRole('radio', { name: /^Una columna de importe y otra de moneda/ }));
    expect(step.getByLabelText<HTMLSelectElement>('Moneda').selectedOptions[0]?.text).toBe('G · Moneda');
    await user.selectOptions(step.getByLabelText('Importe'), 'F · Importe');
    await user.click(step.getByRole('button', { name: 'Leer con estas columnas' }));
    expect(importFile).toHaveBeenCalledWith(expect.anything(), {
      chosen: { signature: 'moneda', map: { ...currencyMatch.map, currency: 6 } },
      replacing: 'd1',
      sheet: undefined,
    });
  });
});

describe("the file's own totals rows", () => {
  // Amounts keep their currency with a no-break space: compared as the page reads, one space.
  const spoken = (element: Element) => element.textContent.replace(/\s+/g, ' ');
  const sheet = { name: 'Facturas', hidden: false, others: 0 };
  const summary = { totalInvoices: 3, totalAmountNIO: 1250, totalAmountUSD: 500, summaryByProvider: [] };
  const notes = (totals: NonNullable<SheetRead['totals']>) => ({
    id: 'd1',
    fileName: 'enero.xlsx',
    issues: [],
    summary,
    sheet: { ...sheet, totals },
  });

  it('are both named, one per currency, as a list a screen reader counts, each beside the import’s totals', () => {
    render(
      <FileNotes
        userId={1}
        editable
        draft={notes([
          { row: 5, label: 'Total C$', amountNIO: 1250, amountUSD: null },
          { row: 6, label: 'Total US$', amountNIO: null, amountUSD: 400 },
        ])}
      />,
    );
    const totals = within(screen.getByTestId('file-totals'));
    expect(totals.getByText('Las filas 5 y 6 son los totales del archivo y no se importan:')).toBeTruthy();
    expect(totals.getAllByRole('listitem').map(spoken)).toEqual([
      'Fila 5 («Total C$»): C$1,250.00. Coincide con el total de la importación.',
      'Fila 6 («Total US$»): USD 400.00. La importación suma USD 500.00: la diferencia son las filas con errores o eliminadas, que no se envían.',
    ]);
  });

  it('is one sentence for a draft stored before a file could have two, read back through the drafts database', async () => {
    const name = `drafts-totales-${Math.random().toString(36).slice(2)}`;
    const v3 = new Dexie(name);
    declareSchemaV1(v3);
    declareSchemaV2(v3);
    declareSchemaV3(v3);
    const { rows, ...draft } = newDraft(7, { rows: 3 });
    const totals = { row: 5, label: 'Total general', amountNIO: 3000, amountUSD: 82.5 };
    const stored: StoredDraftV3 = {
      ...draft,
      id: 'antes',
      createdAt: 1,
      updatedAt: 1,
      idempotencyKey: 'key-antes',
      status: 'saved',
      lastError: null,
      attempts: 0,
      nextAttemptAt: null,
      sheet: { ...sheet, totals },
    };
    await v3.table<StoredDraftV3, string>('drafts').put(stored);
    await v3.table('draftRows').put({ draftId: 'antes', part: 0, rows });
    v3.close();

    const db = new DraftDatabase(name);
    const read = await createDraftStore({ db }).get(7, 'antes');
    db.close();
    await Dexie.delete(name);
    if (!read) throw new Error('the stored draft was not read back');
    render(<FileNotes userId={7} editable draft={read} />);
    expect(spoken(screen.getByTestId('file-totals'))).toBe(
      'La fila 5 («Total general») es el total del archivo y no se importa: C$3,000.00 y USD 82.50. Coincide con el total de la importación.',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
