import { describe, expect, it } from 'vitest';
import { fixSentences, offeredFixes } from '@/features/factoring/import/edits/offered-fixes';
import { importMessages } from '@/features/factoring/import/messages';
import type { ReviewRow, RowNotes } from '../../../../workers/import-engine/review-rows';
import { reviewRow } from './review-rows';

const textDate = (text: string) => ({ kind: 'invalid', text, formatted: 'Fecha inválida' }) as const;
const textAmount = (text: string) => ({ kind: 'invalid', value: 0, text }) as const;
const rowWith = (rowNumber: number, notes: RowNotes): ReviewRow => ({ ...reviewRow(rowNumber), notes });

const sixTextAmounts = Array.from({ length: 6 }, (_, index) =>
  rowWith(index + 2, { amountNIO: textAmount(`C$ 12,45${String(index)}.00`) }),
);

describe('the message at the top of the review names every one-step fix it offers', () => {
  it('amounts written as text: the count of errors, then the convert button by its label, then the rest', () => {
    const fixes = fixSentences(offeredFixes(sixTextAmounts, undefined));
    expect(importMessages.summary.blockedHint(6, 6, fixes)).toBe(
      'No puede enviar esta importación mientras tenga 6 errores (en 6 filas). ' +
        '6 montos están escritos como texto: «Convertir 6 montos», sobre el detalle de facturas, los lee como números. ' +
        'Corríjalos en el detalle de facturas, elimine esas filas o corrija el archivo de Excel y vuelva a cargarlo; puede descargar la lista de errores.',
    );
  });

  it('names text dates and a single amount in the singular, each by the label its button shows', () => {
    const rows = [rowWith(2, { invoiceDate: textDate('15/01/2026'), amountUSD: textAmount('1.250,00') })];
    expect(fixSentences(offeredFixes(rows, undefined))).toEqual([
      '1 monto está escrito como texto: «Convertir 1 monto», sobre el detalle de facturas, lo lee como número.',
      '1 fecha está escrita como texto: «Convertir 1 fecha de texto», sobre el detalle de facturas, la lee como fecha.',
    ]);
  });

  it("names 'Elegir columnas' when the columns were read by position, 'Cambiar columnas' when some were guessed", () => {
    const byPositions = offeredFixes([reviewRow(2)], { by: 'positions', guessed: ['providerIdentification'] });
    expect(fixSentences(byPositions)).toEqual([
      'Si los datos no están en su columna, «Elegir columnas», en «Cómo se leyó el archivo», lee el archivo con las columnas que usted elija.',
    ]);
    expect(offeredFixes([reviewRow(2)], { by: 'headers', guessed: ['amountNIO'] }).columns).toBe('Cambiar columnas');
    // A required column the file lacks: the same button, beside the file's message about it.
    expect(offeredFixes([reviewRow(2)], { by: 'headers', guessed: [] }, true).columns).toBe('Cambiar columnas');
  });

  it('offers nothing it cannot do: no column step once the debtor chose the columns, no convert for unreadable text', () => {
    const rows = [rowWith(2, { invoiceDate: textDate('mañana'), amountNIO: textAmount('doce mil') })];
    expect(fixSentences(offeredFixes(rows, { by: 'chosen', guessed: ['amountNIO'] }))).toEqual([]);
    expect(fixSentences(offeredFixes([reviewRow(2)], { by: 'headers', guessed: [] }))).toEqual([]);
    expect(importMessages.summary.blockedHint(1, 1)).toBe(
      'No puede enviar esta importación mientras tenga 1 error (en 1 fila). Corríjalo en el detalle de facturas, elimine esa fila o corrija el archivo de Excel y vuelva a cargarlo; puede descargar la lista de errores.',
    );
    // A problem of the file alone (a required column it lacks): no row to delete.
    expect(importMessages.summary.blockedHint(1, 0)).toBe(
      'No puede enviar esta importación mientras tenga 1 error (en el archivo). Corríjalo en el detalle de facturas o corrija el archivo de Excel y vuelva a cargarlo; puede descargar la lista de errores.',
    );
  });
});
