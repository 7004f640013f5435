import type { CellObject } from 'xlsx';
import { readCurrencyText } from '../../contract/amount-text';
import { readText } from './cell-values';
import type { AmountRead } from './cell-values';
import type { CurrencyColumns } from './columns';

/** A row's currency that is neither córdobas nor dollars: what its cell says ('' when empty), and where. */
export interface CurrencyProblem {
  readonly text: string;
  readonly column: number;
}

type Cell = CellObject | null | undefined;
type AmountKey = 'amountNIO' | 'amountUSD';

const EMPTY: AmountRead = { kind: 'empty', value: 0 };

/**
 * A row of a file with one amount column and a currency column: its amount is read as its
 * currency's, and the other currency's is empty. Another currency, or none beside an amount,
 * leaves both empty and is the row's problem: an amount is never guessed into a currency, so a
 * dollar invoice can never be sent as córdobas.
 */
export function amountsByCurrency(
  cells: readonly Cell[],
  { amount, currency }: CurrencyColumns,
  readAmount: (key: AmountKey, cell: Cell) => AmountRead,
): { amountNIO: AmountRead; amountUSD: AmountRead; currency?: CurrencyProblem } {
  const text = readText(cells[currency]);
  const code = readCurrencyText(text);
  if (code === 'NIO' || code === 'USD') {
    const key = code === 'NIO' ? 'amountNIO' : 'amountUSD';
    const read = readAmount(key, cells[amount]);
    return code === 'NIO' ? { amountNIO: read, amountUSD: EMPTY } : { amountNIO: EMPTY, amountUSD: read };
  }
  if (text === '' && readText(cells[amount]) === '') return { amountNIO: EMPTY, amountUSD: EMPTY };
  return { amountNIO: EMPTY, amountUSD: EMPTY, currency: { text, column: currency } };
}
