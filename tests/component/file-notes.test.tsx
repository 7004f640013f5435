import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileNotes } from '@/features/factoring/import/columns/file-notes';
import { lastFiles } from '@/features/factoring/import/columns/last-files';
import type { ColumnMatch } from '@workers/import-engine/index';

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
