import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { read, utils, write } from 'xlsx';
import type { CellObject } from 'xlsx';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { SPEC_MESSAGES } from '../../fixtures/import-expectations';
import { buildPackage, rowXml, worksheetXml } from '../../fixtures/ooxml';
import type { SheetRows } from '../../fixtures/spreadsheets';

/**
 * The rule of the import, for generated workbooks: either a SPEC message, or exactly the rows
 * SheetJS's own `read` finds with a value (the first of them taken as the header), never fewer;
 * and 'Su archivo excede las 500 filas' exactly when more than 500 rows after the header hold a
 * value. The oracle is SheetJS with its default options, and a blank test of its own.
 */

const SEED = 20_261_127;
const RUNS = 25;
// Each case is a ~500-row workbook: shrinking one would take minutes, so a failure is reported as
// found, with the seed and path that rebuild it.

const blankValue = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The spreadsheet row numbers (1-based) SheetJS reads with at least one non-blank cell. */
function rowsWithValues(bytes: Uint8Array): number[] {
  const workbook = read(bytes, { type: 'array', dense: true });
  const name = workbook.SheetNames[0] ?? '';
  const grid = workbook.Sheets[name]?.['!data'] ?? [];
  const rows: number[] = [];
  grid.forEach((cells: (CellObject | undefined)[] | undefined, index) => {
    if (cells?.some((cell) => cell !== undefined && !blankValue(cell.v))) rows.push(index + 1);
  });
  return rows;
}

async function expectTheRule(name: string, bytes: Uint8Array): Promise<void> {
  const withValues = rowsWithValues(bytes);
  const dataRows = withValues.slice(1);
  const result = await parseInvoiceFile({ name, bytes });
  if (dataRows.length > 500) {
    expect(result).toMatchObject({ ok: false, error: SPEC_MESSAGES.tooManyRows });
    return;
  }
  if (!result.ok) throw new Error(`refused a file of ${dataRows.length} data rows: ${result.error}`);
  expect(result.summary.invoiceDetails.map((row) => row.rowNumber)).toEqual(dataRows);
}

const BLANKS = ['', ' ', '\u00a0', '\u3000', '\t', '&#160;'] as const;

type HandRow = (rowNumber: number) => string;

/** A hand-written row that holds a value: an invoice, or a number or text beyond column H. */
const valuedHandRow: fc.Arbitrary<HandRow> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .integer({ min: 0, max: 999 })
      .map((n) => (r: number) => rowXml(r, [`J${n}`, 'Norte', 45292 + (n % 20), 45322, `F-${n}`, n, 1, null])),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('I', 'J', 'M', 'AB'), fc.oneof(fc.integer({ min: 1, max: 99 }), fc.constant('nota')))
      .map(
        ([column, value]) =>
          (r: number) =>
            typeof value === 'number'
              ? `<row r="${r}"><c r="${column}${r}"><v>${value}</v></c></row>`
              : `<row r="${r}"><c r="${column}${r}" t="inlineStr"><is><t>${value}</t></is></c></row>`,
      ),
  },
);

/** A hand-written row with nothing in it: styled, empty cells, blank text. */
const emptyHandRow: fc.Arbitrary<HandRow> = fc.oneof(
  fc.constant((r: number) => `<row r="${r}" s="1" customFormat="1"/>`),
  fc.constant((r: number) => `<row r="${r}"><c r="A${r}" s="1"/><c r="C${r}" s="1"></c></row>`),
  fc
    .constantFrom(...BLANKS)
    .map(
      (blank) => (r: number) =>
        `<row r="${r}"><c r="B${r}" t="inlineStr"><is><t xml:space="preserve">${blank}</t></is></c><c r="K${r}" t="str"><v>${blank}</v></c></row>`,
    ),
);

/**
 * Rows that hold a value around the limit (490 to 510, the header among them) with empty rows
 * spread between them: a count that took an empty row for a full one would cross the limit.
 */
function aroundTheLimit<Row>(valued: fc.Arbitrary<Row>, empty: fc.Arbitrary<Row>): fc.Arbitrary<Row[]> {
  return fc
    .tuple(
      fc.array(valued, { minLength: 490, maxLength: 510 }),
      fc.array(fc.tuple(empty, fc.nat()), { minLength: 1, maxLength: 30 }),
    )
    .map(([rows, empties]) => {
      const mixed = [...rows];
      for (const [row, at] of empties) mixed.splice(at % (mixed.length + 1), 0, row);
      return mixed;
    });
}

const handWorkbook = fc.record({
  rows: aroundTheLimit(valuedHandRow, emptyHandRow),
  prefix: fc.option(fc.constant('x'), { nil: undefined }),
  /** Row numbers skipped before each row. */
  gaps: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 550, maxLength: 550 }),
});

const valuedArrayRow: fc.Arbitrary<SheetRows[number]> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .integer({ min: 0, max: 999 })
      .map((n) => [`J${n}`, 'Norte', 45292, 45322, `F-${n}`, n, 2, n % 2 ? 'nota' : null]),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 8, max: 30 }).map((column) => [...Array<null>(column).fill(null), 'fuera']),
  },
);

const emptyArrayRow: fc.Arbitrary<SheetRows[number]> = fc.oneof(
  fc.constant<SheetRows[number]>([]),
  fc
    .constantFrom(...BLANKS.slice(0, 5))
    .map((blank) => [null, blank, null, blank, null, null, null, null, null, blank]),
);

function sheetJsFile(rows: SheetRows, bookType: 'xlsx' | 'biff8', sharedStrings: boolean): Uint8Array {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), 'Facturas');
  const output: unknown = write(workbook, { type: 'array', bookType, bookSST: sharedStrings });
  if (!(output instanceof ArrayBuffer)) throw new Error('expected an ArrayBuffer');
  return new Uint8Array(output);
}

describe('the import keeps every row SheetJS reads with a value', { timeout: 120_000 }, () => {
  it('for hand-written packages: blank and styled rows, blank text, values beyond H, prefixes, ~500 rows', async () => {
    await fc.assert(
      fc.asyncProperty(handWorkbook, async ({ rows, prefix, gaps }) => {
        let number = 0;
        const xml = rows
          .map((row, index) => {
            number += 1 + (gaps[index] ?? 0);
            return row(number);
          })
          .join('');
        const bytes = buildPackage({
          sheets: [{ name: 'Facturas', path: 'xl/worksheets/sheet1.xml', xml: worksheetXml(xml) }],
          ...(prefix ? { prefix } : {}),
        });
        await expectTheRule('facturas.xlsx', bytes);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });

  it('for workbooks SheetJS writes as .xlsx (shared strings or not) and .xls: holes, blank text, values beyond H', async () => {
    await fc.assert(
      fc.asyncProperty(
        aroundTheLimit(valuedArrayRow, emptyArrayRow),
        fc.constantFrom('xlsx', 'biff8'),
        fc.boolean(),
        async (rows, bookType, sharedStrings) => {
          const bytes = sheetJsFile(rows, bookType, sharedStrings);
          await expectTheRule(bookType === 'xlsx' ? 'facturas.xlsx' : 'facturas.xls', bytes);
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
