import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeCharacterFault } from '@contract/characters';
import { identifierFault } from '@contract/invoice-key';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { validSheetRow } from '../../fixtures/bounds-cases';
import { identityCases, PLAIN_NUMBER, PLAIN_PROVIDER } from '../../fixtures/identity-cases';
import { errorsOf, expectAccepted } from '../../fixtures/import-expectations';
import { HEADER, xlsxFile, type SheetRows } from '../../fixtures/spreadsheets';

const column = { providerIdentification: 0, invoiceNumber: 4 } as const;
const columnName = {
  providerIdentification: 'Identificación del proveedor (A)',
  invoiceNumber: 'Número de factura (E)',
} as const;
const noun = {
  providerIdentification: 'La identificación del proveedor',
  invoiceNumber: 'El número de factura',
} as const;

/** The valid invoice with its provider and number as given. */
function invoiceRow(providerIdentification: string, invoiceNumber: string): (string | number)[] {
  const row = [...validSheetRow];
  row[column.providerIdentification] = providerIdentification;
  row[column.invoiceNumber] = invoiceNumber;
  return row;
}

async function importRows(rows: SheetRows) {
  return expectAccepted(
    await parseInvoiceFile({ name: 'facturas.xlsx', bytes: xlsxFile([{ name: 'Facturas', rows: [HEADER, ...rows] }]) }),
  );
}

describe('the import tells one invoice from another by what a person sees', () => {
  it.each(identityCases)('refuses a copy with $name, saying why, on its row', async (identityCase) => {
    const variant =
      identityCase.field === 'invoiceNumber'
        ? invoiceRow(PLAIN_PROVIDER, identityCase.variant)
        : invoiceRow(identityCase.variant, PLAIN_NUMBER);
    const { issues } = await importRows([invoiceRow(PLAIN_PROVIDER, PLAIN_NUMBER), variant]);
    const errors = errorsOf(issues);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((issue) => issue.row === 3)).toBe(true);
    const fault = identifierFault(identityCase.variant.trim());
    if (fault) {
      expect(errors).toContainEqual({
        row: 3,
        column: columnName[identityCase.field],
        message: `${noun[identityCase.field]} tiene ${describeCharacterFault(fault)}: solo se admiten letras, números, espacios y - . / _ #. Vuelva a escribirlo.`,
        severity: 'error',
      });
    } else {
      expect(errors.map((issue) => issue.message)).toContainEqual(
        expect.stringMatching(/está repetida \(ya aparece en la fila 2\)/),
      );
    }
  });

  it('names an invisible character in the provider name or the observations too', async () => {
    const row = [...validSheetRow];
    row[1] = 'Lácteos\u200b de Chontales';
    row[7] = 'pagar \u202epronto';
    const { issues } = await importRows([row]);
    expect(errorsOf(issues).map((issue) => issue.message)).toEqual([
      'El nombre del proveedor tiene un carácter invisible U+200B después de «Lácteos»: vuelva a escribirlo sin él.',
      'Las observaciones tienen un carácter invisible U+202E después de «pagar»: vuelva a escribirlo sin él.',
    ]);
  });

  it('counts a provider written with dashes, spaces or dots as one provider in the summary', async () => {
    const { summary } = await importRows([
      invoiceRow('J0310000204517', 'F-1'),
      invoiceRow('J-0310000-204517', 'F-2'),
      invoiceRow('j 0310000 204517', 'F-3'),
    ]);
    expect(
      summary.summaryByProvider.map((provider) => [provider.providerIdentification, provider.totalInvoices]),
    ).toEqual([['J0310000204517', 3]]);
  });

  it('never takes two rows with the same key as two invoices', async () => {
    const plainNumber = fc.stringMatching(/^[A-Z]{1,3}-[0-9]{1,6}$/);
    const copy = fc.constantFrom(
      (text: string) => `${text}\u200b`,
      (text: string) => text.replace('-', '\u2011'),
      (text: string) => text.toLowerCase(),
      (text: string) => text.replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 0xfee0)),
    );
    await fc.assert(
      fc.asyncProperty(plainNumber, copy, async (number, disguise) => {
        const { issues } = await importRows([
          invoiceRow(PLAIN_PROVIDER, number),
          invoiceRow(PLAIN_PROVIDER, disguise(number)),
        ]);
        expect(errorsOf(issues).some((issue) => issue.row === 3)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
