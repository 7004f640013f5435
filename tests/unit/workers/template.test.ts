import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import type { CellObject, WorkBook } from 'xlsx';
import { SPEC_COLUMNS } from '../../../workers/import-engine/columns';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { writeTemplate } from '../../../workers/import-engine/template';
import { expectAccepted } from '../../fixtures/import-expectations';
import { fillTemplateWithSheetJs, TEMPLATE_INVOICES } from '../../fixtures/template/filled-invoices';

const HEADER = [
  'Identificación del proveedor',
  'Nombre del proveedor',
  'Fecha de factura',
  'Fecha de vencimiento',
  'Número de factura',
  'Monto NIO',
  'Monto USD',
  'Observaciones',
];

const readWithFormats = (bytes: Uint8Array): WorkBook =>
  read(bytes, { cellNF: true, cellStyles: true, sheetStubs: true });
const sheetOf = (workbook: WorkBook, name: string) => {
  const sheet = workbook.Sheets[name];
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
};

/** The rows each filled-in template must give, as the review shows them. */
const expectedDetails = TEMPLATE_INVOICES.map((invoice, index) => {
  const [year, month, day] = invoice.invoiceDate.split('-');
  const [dueYear, dueMonth, dueDay] = invoice.dueDate.split('-');
  return {
    rowNumber: index + 2,
    providerIdentification: invoice.providerIdentification,
    providerName: invoice.providerName,
    invoiceDate: invoice.invoiceDate,
    invoiceDateFormatted: `${day}/${month}/${year}`,
    dueDate: invoice.dueDate,
    dueDateFormatted: `${dueDay}/${dueMonth}/${dueYear}`,
    invoiceNumber: invoice.invoiceNumber,
    amountNIO: invoice.amountNIO,
    amountUSD: invoice.amountUSD,
    ...(invoice.observations === '' ? {} : { observations: invoice.observations }),
  };
});

async function importsThreeInvoicesWithNoIssues(name: string, bytes: Uint8Array): Promise<void> {
  const { summary, issues } = expectAccepted(await parseInvoiceFile({ name, bytes }));
  expect(issues).toEqual([]);
  expect(summary.totalInvoices).toBe(3);
  summary.invoiceDetails.forEach((detail, index) => {
    expect(detail).toMatchObject(expectedDetails[index] ?? {});
  });
  expect(summary.invoiceDetails.map((detail) => 'observations' in detail)).toEqual([true, false, true]);
}

describe("'Descargar plantilla'", () => {
  const template = writeTemplate();

  it('has only the header row on its first sheet, in the order the engine reads, with widths and formats', () => {
    const workbook = readWithFormats(template);
    expect(workbook.SheetNames).toEqual(['Facturas', 'Instrucciones']);
    const sheet = sheetOf(workbook, 'Facturas');
    const values = utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false, defval: null });
    expect(values).toEqual([HEADER]);
    expect(sheet['!cols']?.map((column) => column.wch)).toEqual([28, 36, 16, 20, 20, 16, 16, 40]);
    const formatOf = (ref: string) => (sheet[ref] as CellObject | undefined)?.z;
    expect(['A2', 'B2', 'C2', 'D2', 'E2', 'F2', 'G2', 'H2'].map(formatOf)).toEqual([
      '@',
      '@',
      'dd/mm/yyyy',
      'dd/mm/yyyy',
      '@',
      '#,##0.00',
      '#,##0.00',
      '@',
    ]);
    expect(formatOf('C501')).toBe('dd/mm/yyyy');
    expect(formatOf('G501')).toBe('#,##0.00');
  });

  it('declares only the number formats its cells use (no unused Chinese time format)', () => {
    const styles = strFromU8(unzipSync(writeTemplate())['xl/styles.xml'] ?? new Uint8Array());
    const declared = [...styles.matchAll(/formatCode="([^"]*)"/g)].map((match) => match[1]);
    expect(declared).toEqual(['dd/mm/yyyy']);
  });

  it("explains each column with an example on a second sheet, 'Instrucciones'", () => {
    const sheet = sheetOf(readWithFormats(template), 'Instrucciones');
    const rows = utils.sheet_to_json<string[]>(sheet, { header: 1, blankrows: false });
    expect(rows[0]).toEqual(['Columna', 'Qué escribir', 'Ejemplo']);
    expect(rows.slice(1, 9).map((row) => row[0])).toEqual(
      HEADER.map((label, index) => `${String.fromCharCode(65 + index)}. ${label}`),
    );
    expect(rows[3]).toEqual([
      'C. Fecha de factura',
      'Fecha de emisión de la factura, en formato dd/mm/aaaa.',
      '15/03/2025',
    ]);
    expect(rows.slice(1, 9).every((row) => row.length === 3 && row.every((cell) => cell.trim() !== ''))).toBe(true);
    expect(rows.at(-1)).toEqual(['Solo se lee la primera hoja del libro. Cada archivo admite hasta 500 facturas.']);
  });

  it('imported empty, has no invoices and names both sheets (its 500 formatted rows are not rows)', async () => {
    const result = await parseInvoiceFile({ name: 'plantilla.xlsx', bytes: template });
    expect(result).toEqual({
      ok: true,
      summary: { totalInvoices: 0, summaryByProvider: [], invoiceDetails: [] },
      issues: [],
      totals: { totalInvoices: 0, totalAmountNIO: 0, totalAmountUSD: 0, summaryByProvider: [], excludedRows: 0 },
      notes: {},
      sheetNames: ['Facturas', 'Instrucciones'],
      sheet: { name: 'Facturas', hidden: false, others: 1 },
      columns: expect.objectContaining({ by: 'positions', guessed: [], map: SPEC_COLUMNS }) as unknown,
    });
  });

  it('filled in with three invoices by SheetJS, imports them with no issues', async () => {
    await importsThreeInvoicesWithNoIssues('plantilla-sheetjs.xlsx', fillTemplateWithSheetJs(template));
  });

  it('filled in and saved by LibreOffice Calc, imports the three invoices with no issues', async () => {
    const bytes = new Uint8Array(
      readFileSync(new URL('../../fixtures/template/libreoffice-filled.xlsx', import.meta.url)),
    );
    // LibreOffice kept the template's formats on the cells it wrote.
    const sheet = sheetOf(readWithFormats(bytes), 'Facturas');
    expect((sheet.C2 as CellObject | undefined)?.z).toBe('dd/mm/yyyy');
    expect((sheet.F2 as CellObject | undefined)?.z).toBe('#,##0.00');
    expect((sheet.A2 as CellObject | undefined)?.z).toBe('@');
    await importsThreeInvoicesWithNoIssues('plantilla-libreoffice.xlsx', bytes);
  });
});
