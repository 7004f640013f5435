import { describe, expect, it } from 'vitest';
import { contract } from '@contract/contract';
import { MAX_AMOUNT, MAX_LOAD_TOTAL } from '@contract/bounds';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { boundsCases, validSheetRow } from '../../fixtures/bounds-cases';
import { errorsOf, expectAccepted } from '../../fixtures/import-expectations';
import { HEADER, xlsxFile, type SheetRows } from '../../fixtures/spreadsheets';

async function importRows(rows: SheetRows) {
  return expectAccepted(
    await parseInvoiceFile({ name: 'facturas.xlsx', bytes: xlsxFile([{ name: 'Facturas', rows: [HEADER, ...rows] }]) }),
  );
}

describe('the import flags every row the API would refuse', () => {
  it('imports the valid row without a problem, and the API accepts what it made', async () => {
    const { summary, issues } = await importRows([validSheetRow]);
    expect(issues).toEqual([]);
    const invoices = summary.invoiceDetails.map((invoice) => ({ ...invoice, rowNumber: undefined }));
    expect(contract.loadInvoices.request.safeParse({ Invoices: invoices }).success).toBe(true);
  });

  it.each(boundsCases.filter((boundsCase) => boundsCase.cell !== undefined))(
    'shows $name as an error of its row',
    async ({ cell }) => {
      const row = [...validSheetRow];
      if (cell) row[cell.column] = cell.value;
      const { issues } = await importRows([row]);
      const errors = errorsOf(issues);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((issue) => issue.row === 2)).toBe(true);
    },
  );

  it('names each row that would take a currency past what one load may total, and leaves it out', async () => {
    const fits = Math.floor(MAX_LOAD_TOTAL / MAX_AMOUNT);
    const rows = Array.from({ length: fits + 2 }, (_, index) => {
      const row = [...validSheetRow];
      row[4] = `F-${index + 1}`;
      // The last invoice, 0.09, still fits once the one before it is left out.
      row[5] = index === fits + 1 ? 0.09 : MAX_AMOUNT;
      return row;
    });
    const { issues } = await importRows(rows);
    expect(errorsOf(issues)).toEqual([
      {
        row: fits + 2,
        column: 'Monto NIO (F)',
        message: `Con esta factura el total en NIO supera el máximo de una carga (${MAX_LOAD_TOTAL.toFixed(2)}): divida el archivo.`,
        severity: 'error',
      },
    ]);
  });

  it('says what is wrong in words the debtor can act on', async () => {
    const long = [...validSheetRow];
    long[7] = 'o'.repeat(1001);
    const late = [...validSheetRow];
    late[3] = 25569 + Date.parse('2101-01-01T00:00:00Z') / 86_400_000;
    late[4] = 'F-2';
    const huge = [...validSheetRow];
    huge[5] = 1.7e308;
    huge[4] = 'F-3';
    const { issues } = await importRows([long, late, huge]);
    expect(errorsOf(issues).map(({ row, message }) => [row, message])).toEqual([
      [2, 'Las observaciones tienen 1001 caracteres; el máximo es 1000.'],
      [3, 'La fecha de vencimiento (01/01/2101) está fuera de las fechas admitidas (años 1900 a 2100).'],
      [4, 'El monto NIO supera el máximo admitido (999999999999.99).'],
    ]);
  });
});
