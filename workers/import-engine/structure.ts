import type { CellObject, Range } from 'xlsx';
import { sumCents, toCents } from '../../contract/money';
import { readText } from './cell-values';
import { MIN_RECOGNISED, normaliseHeader, recognisedFields } from './columns';
import { HEADER_SEARCH_ROWS } from './limits';
import type { MappedRow } from './map';
import { isBlankRow } from './sheet-data';
import type { CellGrid } from './sheet-data';

type Row = readonly (CellObject | null | undefined)[];

/** The rows that name the columns: one, or a group row over a row of names ('Importe' over 'NIO'). */
export interface HeaderRows {
  /** 0-based indices of the header's first and last rows (the same row for a header of one). */
  readonly first: number;
  readonly last: number;
  /** Each column's title: group and name together ('Importe NIO'). */
  readonly titles: readonly string[];
  /** Each column's name under its group, matched alone when the title is not known ('Identificación'). */
  readonly names: readonly string[];
  readonly score: number;
}

const textsOf = (row: Row | null | undefined) => Array.from(row ?? [], (cell) => readText(cell));

/** A row's texts, a merged cell's text repeated in every column it covers. */
function spreadTexts(grid: CellGrid, merges: readonly Range[], index: number): string[] {
  const texts = textsOf(grid[index]);
  for (const { s, e } of merges) {
    if (s.r !== index) continue;
    const text = readText(grid[s.r]?.[s.c]);
    for (let column = s.c; column <= e.c; column += 1) texts[column] = text;
  }
  return texts;
}

function single(grid: CellGrid, index: number): HeaderRows {
  const titles = textsOf(grid[index]);
  return { first: index, last: index, titles, names: titles, score: recognisedFields(titles) };
}

/** Row `index` as groups over the names of the next row: only when that row is all text, as titles are. */
function pair(grid: CellGrid, merges: readonly Range[], index: number): HeaderRows | undefined {
  const below = grid[index + 1];
  if (!below || isBlankRow(below) || below.some((cell) => cell && cell.t !== 's' && cell.t !== 'z')) return undefined;
  const groups = spreadTexts(grid, merges, index);
  const names = textsOf(below);
  const width = Math.max(groups.length, names.length);
  const titles = Array.from({ length: width }, (_, column) => {
    const group = groups[column] ?? '';
    const name = names[column] ?? '';
    return name === '' || name === group ? group : group === '' ? name : `${group} ${name}`;
  });
  return { first: index, last: index + 1, titles, names, score: recognisedFields(titles, names) };
}

/**
 * The header is the row, within the sheet's first rows, that names the most known fields, or a
 * group row over a row of names when together they name more than either alone. None naming two
 * fields, or two rows naming as many, and there is no header to find: SPEC's row 1 rules.
 */
export function findHeader(grid: CellGrid, merges: readonly Range[] = []): HeaderRows | undefined {
  let best: HeaderRows | undefined;
  let tie = false;
  const end = Math.min(grid.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < end; index += 1) {
    if (isBlankRow(grid[index])) continue;
    const one = single(grid, index);
    const two = pair(grid, merges, index);
    const next = index + 1 < grid.length ? recognisedFields(textsOf(grid[index + 1])) : 0;
    const candidate = two && two.score > one.score && two.score > next ? two : one;
    if (candidate.score < MIN_RECOGNISED) continue;
    if (!best || candidate.score > best.score) [best, tie] = [candidate, false];
    // The same titles again (an export repeats its header on each printed page) are no tie.
    else if (candidate.score === best.score && candidate.titles.join('|') !== best.titles.join('|')) tie = true;
  }
  return tie ? undefined : best;
}

/** The file's own totals: its last row, named, with the amounts it states (null: left blank). */
export interface FileTotals {
  readonly row: number;
  readonly label: string;
  readonly amountNIO: number | null;
  readonly amountUSD: number | null;
}

const TOTAL_LABEL = /^(gran|grand)?(total|suma)/;

/**
 * A last row that says it is the total (TOTAL, Total general, Suma…), has no dates, and whose
 * amounts are each blank or the exact sum of the rows above it, one at least stated: the file's
 * totals, not an invoice. Any other last row is an invoice, shown with its problems.
 */
export function totalsOf(cells: Row, last: MappedRow, above: readonly MappedRow[]): FileTotals | undefined {
  const label = textsOf(cells).find((text) => TOTAL_LABEL.test(normaliseHeader(text)));
  const { invoiceDate, dueDate } = last.facts;
  if (label === undefined || invoiceDate.kind === 'ok' || dueDate.kind === 'ok') return undefined;
  // Each amount: null when blank, its value when it is the sum above, undefined otherwise.
  const [amountNIO, amountUSD] = (['amountNIO', 'amountUSD'] as const).map((key) => {
    const read = last.facts[key];
    if (read.kind !== 'ok') return read.kind === 'empty' ? null : undefined;
    return BigInt(toCents(read.value)) === sumCents(above.map((row) => row.detail[key])) ? read.value : undefined;
  });
  if (amountNIO === undefined || amountUSD === undefined || (amountNIO === null && amountUSD === null))
    return undefined;
  return { row: last.detail.rowNumber, label, amountNIO, amountUSD };
}
