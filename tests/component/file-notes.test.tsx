import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileNotes } from '@/features/factoring/import/columns/file-notes';
import type { ColumnMatch } from '@workers/import-engine/index';

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
