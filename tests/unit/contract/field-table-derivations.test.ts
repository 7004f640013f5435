import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnTitle, fieldNoun, INVOICE_FIELD_KEYS, INVOICE_FIELDS } from '@contract/invoice-fields';
import { invoiceRow } from '@contract/schemas';
import { ALL_INVOICE_FIELDS, invoiceColumns } from '@/features/factoring/shared/invoice-columns';
import { SPEC_COLUMNS } from '@workers/import-engine/columns';
import { COLUMNS, ISSUE_TEXTS } from '@workers/import-engine/messages';

/**
 * Adding a field to the invoice is a change to the field table (contract/invoice-fields.ts) and its
 * test: the engine's columns, the contract's invoice schema and the portal's invoice columns come
 * from it. These tests compare each with the table, and read the files that build them for a
 * field written out by hand, which the comparison alone would miss until the next field arrived.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const keys = INVOICE_FIELD_KEYS.join('|');

/** Lines that write an invoice field by hand: as an object's key, or as a column's id. */
function fieldsByHand(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => new RegExp(`^\\s*(${keys})\\??\\s*:|^\\s*\\{?\\s*id: '(${keys})'`).test(line))
    .map((line) => line.trim());
}

const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the field table is the one list of the invoice fields', () => {
  it("gives the contract's invoice schema its fields, in the table's order, each day also as the file showed it", () => {
    const expected = INVOICE_FIELDS.flatMap((field) =>
      field.kind === 'date' ? [field.key, `${field.key}Formatted`] : [field.key],
    );
    const shape = Object.keys(invoiceRow.shape);
    expect(shape.slice(0, expected.length)).toEqual(expected);
    // What follows them is the lender's fixed request, not the invoice's fields.
    expect(shape.slice(expected.length)).toEqual([
      'amount',
      'taxes',
      'opType',
      'currency',
      'deductionsLocalTaxes',
      'deductionsDGI',
    ]);
    expect(INVOICE_FIELDS.filter((field) => 'optional' in field).map((field) => field.key)).toEqual(['observations']);
    expect(invoiceRow.shape.observations.def.type).toBe('optional');
  });

  it('gives the engine its columns and the names its messages give them', () => {
    expect(Object.keys(SPEC_COLUMNS)).toEqual(INVOICE_FIELD_KEYS);
    expect(Object.values(COLUMNS).map((column) => column.label)).toEqual(INVOICE_FIELDS.map((field) => field.label));
    expect(ISSUE_TEXTS.dateEmpty('dueDate')).toBe('La fecha de vencimiento está vacía.');
    expect(INVOICE_FIELDS.map((field) => fieldNoun(field).noun)).toEqual([
      'La identificación del proveedor',
      'El nombre del proveedor',
      'La fecha de factura',
      'La fecha de vencimiento',
      'El número de factura',
      'El monto NIO',
      'El monto USD',
      'Las observaciones',
    ]);
  });

  it('gives every table of invoices, the review grid included, its columns: the number first, then the file order', () => {
    const columns = invoiceColumns<Record<string, string>, (typeof ALL_INVOICE_FIELDS)[number]>(
      ALL_INVOICE_FIELDS,
      (row, key) => row[key],
    );
    expect(columns.map((column) => column.id)).toEqual([
      'invoiceNumber',
      ...INVOICE_FIELD_KEYS.filter((key) => key !== 'invoiceNumber'),
    ]);
    expect(columns.map((column) => column.header)).toEqual([
      'Factura',
      'Id. proveedor',
      'Proveedor',
      'Fecha de factura',
      'Vencimiento',
      'Monto NIO',
      'Monto USD',
      'Observaciones',
    ]);
    expect(columns.map((column) => column.kind)).toEqual(
      columns.map((column) => INVOICE_FIELDS.find((field) => field.key === column.id)?.kind),
    );
    expect(columns.filter((column) => column.kind === 'amount').map((column) => column.currency)).toEqual([
      'NIO',
      'USD',
    ]);
    for (const field of INVOICE_FIELDS) expect(columnTitle(field)).toBe('column' in field ? field.column : field.label);
  });

  it("builds the contract's invoice schema from the table, not from keys written out", () => {
    const text = source('contract/schemas.ts');
    const invoiceSchema = text.slice(
      text.indexOf('const invoiceFields = z.object({'),
      text.indexOf('export const invoiceRow'),
    );
    expect(invoiceSchema).toContain('...fieldShape');
    expect(fieldsByHand(invoiceSchema)).toEqual([]);
  });

  it.each([
    'workers/import-engine/messages.ts',
    'workers/import-engine/columns.ts',
    'workers/import-engine/types.ts',
    'src/features/factoring/import/components/invoice-details-table.tsx',
    'src/features/factoring/import/messages.ts',
    'src/features/factoring/shared/load-invoices-table.tsx',
    'src/features/factoring/shared/provider-totals-table.tsx',
    'src/features/factoring/shared/messages.ts',
    'src/features/factoring/request/components/request-factoring.tsx',
    'src/features/factoring/request/messages.ts',
    'src/features/factoring/disbursements/components/operations-table.tsx',
    'src/features/factoring/disbursements/messages.ts',
  ])('%s lists no invoice field by hand', (file) => {
    expect(fieldsByHand(source(file))).toEqual([]);
  });

  it('would notice a field written by hand', () => {
    expect(fieldsByHand("  { id: 'dueDate', header: 'Vence', kind: 'date' },")).toHaveLength(1);
    expect(fieldsByHand('  providerName: string;\n  observations?: string;')).toHaveLength(2);
    expect(fieldsByHand("initialSort={{ id: 'providerName' }}")).toEqual([]);
  });
});
