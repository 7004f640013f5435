import { utils } from 'xlsx';
import type { CellObject, ColInfo, WorkSheet } from 'xlsx';
import { workbookBytes } from './export-rows';
import { MAX_DATA_ROWS } from './limits';
import { invoiceFields, INVOICE_FIELD_KEYS } from '../../contract/invoice-fields';
import { COLUMNS } from './messages';
import { TEMPLATE_TEXTS as t } from './template-texts';

/**
 * The first sheet: the header row, and the 500 rows below it formatted but empty, so that what
 * the debtor types is already a date, an amount with two decimals, or text (an identification
 * keeps its leading zeros). Empty formatted cells are not rows: they never count towards the limit.
 */
function invoicesSheet(): WorkSheet {
  const emptyRow = () =>
    INVOICE_FIELD_KEYS.map((key): CellObject => ({ t: 'z', z: invoiceFields[key].template.format }));
  const header = INVOICE_FIELD_KEYS.map((key) => COLUMNS[key].label);
  const sheet = utils.aoa_to_sheet([header, ...Array.from({ length: MAX_DATA_ROWS }, emptyRow)]);
  sheet['!cols'] = INVOICE_FIELD_KEYS.map((key): ColInfo => ({ wch: invoiceFields[key].template.width }));
  return sheet;
}

/** The second sheet: what to write in each column, with an example, then the general rules. */
function instructionsSheet(): WorkSheet {
  const rows: string[][] = [
    [...t.instructionsHeader],
    ...INVOICE_FIELD_KEYS.map((key) => [
      `${COLUMNS[key].letter}. ${COLUMNS[key].label}`,
      invoiceFields[key].template.explanation,
      invoiceFields[key].template.example,
    ]),
    [],
    ...t.notes.map((note) => [note]),
  ];
  const sheet = utils.aoa_to_sheet(rows);
  sheet['!cols'] = [{ wch: 34 }, { wch: 90 }, { wch: 28 }];
  return sheet;
}

/**
 * The number format table the writer gets: the built-in formats the cells use, by their fixed ids
 * (the date format is custom and gets its own id). Left to itself SheetJS copies its whole default
 * table, whose Chinese time format (id 56) then shows in Excel's list of formats though no cell uses it.
 */
const BUILT_IN_FORMATS: Readonly<Record<number, string>> = { 0: 'General', 4: '#,##0.00', 49: '@' };

/** 'Descargar plantilla': an .xlsx that, filled in by Excel or LibreOffice, imports with no warnings. */
export function writeTemplate(): Uint8Array<ArrayBuffer> {
  // The writer reads the workbook's format table (SSF) when it has one; the typings leave it out.
  const workbook = Object.assign(utils.book_new(), { SSF: { ...BUILT_IN_FORMATS } });
  utils.book_append_sheet(workbook, invoicesSheet(), t.invoicesSheet);
  utils.book_append_sheet(workbook, instructionsSheet(), t.instructionsSheet);
  return workbookBytes(workbook);
}
