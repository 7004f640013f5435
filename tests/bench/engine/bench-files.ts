import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { utils, write } from 'xlsx';
import type { SheetRows } from '../../fixtures/spreadsheets';
import { HEADER, invoiceRows, invoiceXls, xlsxFile } from '../../fixtures/spreadsheets';
import { buildZip } from '../../fixtures/zip-writer';

/** The spreadsheets the bench feeds to the engine and to the naive baseline. */
export interface BenchFile {
  id: string;
  /** What a reader of the table sees. */
  label: string;
  name: string;
  /** The outcome the engine must reach: the summary, or this rejection message. */
  expect: BenchOutcome;
  /** The naive baseline's, when it differs (it has no size gate, only the row limit). */
  naiveExpect?: BenchOutcome;
}

export type BenchOutcome = { ok: true; invoices: number } | { ok: false; error: string };

export const BENCH_FILES = [
  { id: 'rows-500-xlsx', label: '500 filas .xlsx', name: 'facturas-500.xlsx', expect: { ok: true, invoices: 500 } },
  { id: 'rows-500-xls', label: '500 filas .xls', name: 'facturas-500.xls', expect: { ok: true, invoices: 500 } },
  {
    id: 'long-text-near-10mb',
    label: '500 filas de texto largo (~10 MB)',
    name: 'facturas-texto-largo.xlsx',
    expect: { ok: true, invoices: 500 },
  },
  {
    id: 'rows-100k',
    label: '100.000 filas (se rechaza)',
    name: 'facturas-100000.xlsx',
    expect: { ok: false, error: 'Su archivo excede las 500 filas' },
  },
  {
    id: 'many-rows-10mb',
    label: '10 MB de muchas filas (se rechaza)',
    name: 'facturas-10mb.xlsx',
    expect: { ok: false, error: 'El archivo es demasiado grande. Tamaño máximo: 10MB' },
    naiveExpect: { ok: false, error: 'Su archivo excede las 500 filas' },
  },
] as const satisfies readonly BenchFile[];

export type BenchFileId = (typeof BENCH_FILES)[number]['id'];

const TEN_MIB = 10 * 1024 * 1024;
const LONG_TEXT_LENGTH = 26_500;

/** Deterministic words of random letters: text that deflate cannot shrink much, like real notes. */
function longText(length: number, seed: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyzáéíóúñ';
  let state = seed >>> 0;
  let out = '';
  while (out.length < length) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const wordLength = 3 + (state % 8);
    for (let index = 0; index < wordLength; index += 1) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      out += letters.charAt((state >>> 16) % letters.length);
    }
    out += ' ';
  }
  return out.slice(0, length);
}

/**
 * SheetJS's own deflate is weak; Excel's is not. Re-zipping with zlib-grade deflate (level 6)
 * gives files of the size a debtor's Excel would save.
 */
function excelLikeXlsx(rows: SheetRows, header: SheetRows[number] = HEADER): Uint8Array {
  const parts = unzipSync(xlsxFile([{ name: 'Facturas', rows: [header, ...rows] }]));
  return buildZip(Object.entries(parts).map(([name, data]) => ({ name, data })));
}

/**
 * 500 valid invoices, each with an internal note of ~26,500 characters in a column after the
 * invoice's (an ERP's extra column, which the import reads and leaves out): a file just under the
 * 10 MB limit. The notes are not the observations, which may hold at most 1,000 characters.
 */
function longTextXlsx(): Uint8Array {
  const rows = invoiceRows(500).map((row, index) => [...row, longText(LONG_TEXT_LENGTH, index + 1)]);
  const bytes = excelLikeXlsx(rows, [...HEADER, 'Notas internas']);
  if (bytes.byteLength > TEN_MIB) throw new Error(`the long-text file came out at ${bytes.byteLength} bytes`);
  return bytes;
}

function storedXlsx(rows: SheetRows): Uint8Array {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet([HEADER, ...rows]), 'Facturas');
  const output: unknown = write(workbook, { type: 'array', bookType: 'xlsx', compression: false });
  if (!(output instanceof ArrayBuffer)) throw new Error('expected an ArrayBuffer');
  return new Uint8Array(output);
}

/** Valid invoice rows stored without compression: just over 10 MiB, sized from a sample. */
function manyRowsOverTenMb(): Uint8Array {
  const sample = storedXlsx(invoiceRows(1000)).byteLength;
  const count = Math.ceil((1000 * TEN_MIB * 1.03) / sample);
  const bytes = storedXlsx(invoiceRows(count));
  if (bytes.byteLength <= TEN_MIB) throw new Error(`the 10 MB file came out at ${bytes.byteLength} bytes`);
  return bytes;
}

const BUILDERS: Record<BenchFileId, () => Uint8Array> = {
  'rows-500-xlsx': () => excelLikeXlsx(invoiceRows(500)),
  'rows-500-xls': () => invoiceXls(invoiceRows(500)),
  'long-text-near-10mb': longTextXlsx,
  'rows-100k': () => excelLikeXlsx(invoiceRows(100_000)),
  'many-rows-10mb': manyRowsOverTenMb,
};

export interface WrittenBenchFile {
  file: BenchFile & { id: BenchFileId };
  path: string;
  bytes: number;
}

/** Writes every bench file into `directory`. */
export function writeBenchFiles(directory: string): WrittenBenchFile[] {
  mkdirSync(directory, { recursive: true });
  return BENCH_FILES.map((file) => {
    const path = join(directory, file.name);
    const bytes = BUILDERS[file.id]();
    writeFileSync(path, bytes);
    return { file, path, bytes: bytes.byteLength };
  });
}
