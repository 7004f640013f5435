import { describe, expect, it } from 'vitest';
import { INVOICE_FIELD_KEYS, INVOICE_FIELDS, invoiceFields, perField } from '@contract/invoice-fields';
import { rememberColumns, rememberedColumns } from '@/features/factoring/import/columns/remembered-columns';
import { SPEC_COLUMNS, normaliseHeader, type ColumnMap } from '../../../workers/import-engine/columns';
import { readCell } from '../../../workers/import-engine/map';
import { COLUMNS } from '../../../workers/import-engine/messages';
import { withFreshStorages } from '../lib/memory-storage';

withFreshStorages();

describe('the invoice field table is the one list of the fields', () => {
  it("gives the engine its columns, SPEC's letters and positions, in the table's order", () => {
    expect(Object.keys(SPEC_COLUMNS)).toEqual(INVOICE_FIELDS.map((field) => field.key));
    expect(Object.values(COLUMNS).map((column) => `${column.letter}. ${column.label}`)).toEqual([
      'A. Identificación del proveedor',
      'B. Nombre del proveedor',
      'C. Fecha de factura',
      'D. Fecha de vencimiento',
      'E. Número de factura',
      'F. Monto NIO',
      'G. Monto USD',
      'H. Observaciones',
    ]);
    expect(INVOICE_FIELD_KEYS.map((key) => SPEC_COLUMNS[key])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('holds titles already normalised, each naming one field only', () => {
    const titles = INVOICE_FIELDS.flatMap((field) => field.titles);
    expect(titles.every((title) => normaliseHeader(title) === title)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
    // The label a column carries in the template is a title the engine recognises.
    for (const field of INVOICE_FIELDS) expect(field.titles).toContain(normaliseHeader(field.label));
  });

  it('decides which remembered column choices a device may keep: one per field, no more, no fewer', () => {
    const map: ColumnMap = perField((_, index) => 7 - index);
    rememberColumns(7, 'firma', map);
    expect(rememberedColumns(7)).toEqual({ firma: map });
    expect(Object.keys(invoiceFields)).toEqual([...INVOICE_FIELD_KEYS]);
  });

  it("reads each field's cell by the kind the table gives it", () => {
    const reads = INVOICE_FIELDS.map((field) => {
      // A day is a spreadsheet serial (45731 is 15/03/2025), an amount a number, a text a string.
      const cells = { date: { t: 'n', v: 45_731 }, amount: { t: 'n', v: 1234.5 }, text: { t: 's', v: 'F-1' } } as const;
      const cell = cells[field.kind];
      return [field.key, readCell(field.key, cell, false)];
    });
    expect(Object.fromEntries(reads)).toMatchObject({
      providerIdentification: 'F-1',
      invoiceDate: { kind: 'ok', iso: '2025-03-15' },
      dueDate: { kind: 'ok', iso: '2025-03-15' },
      amountNIO: { kind: 'ok', value: 1234.5 },
      amountUSD: { kind: 'ok', value: 1234.5 },
      observations: 'F-1',
    });
  });
});
