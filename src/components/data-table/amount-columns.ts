import type { CellValue, DataColumn } from './columns';

export type AmountCurrency = 'NIO' | 'USD';

const currencies: readonly AmountCurrency[] = ['NIO', 'USD'];

/**
 * The pair of amount columns every money table shows, one per currency, in that order: the ids
 * are `${prefix}NIO` and `${prefix}USD`, as the contract names the amounts.
 */
export function amountColumns<Row>(
  prefix: 'amount' | 'totalAmount',
  headers: Readonly<Record<AmountCurrency, string>>,
  value: (row: Row, currency: AmountCurrency) => CellValue,
  more: (currency: AmountCurrency) => Partial<Pick<DataColumn<Row>, 'cell' | 'priority'>> = () => ({}),
): DataColumn<Row>[] {
  return currencies.map((currency) => ({
    id: `${prefix}${currency}`,
    header: headers[currency],
    kind: 'amount',
    currency,
    value: (row: Row) => value(row, currency),
    ...more(currency),
  }));
}

/** A contract record's amount in a currency (`amountNIO`, `amountUSD`). */
export const amountOf = (row: { readonly amountNIO: number; readonly amountUSD: number }, currency: AmountCurrency) =>
  currency === 'NIO' ? row.amountNIO : row.amountUSD;

/** A contract record's total in a currency (`totalAmountNIO`, `totalAmountUSD`). */
export const totalAmountOf = (
  row: { readonly totalAmountNIO: number; readonly totalAmountUSD: number },
  currency: AmountCurrency,
) => (currency === 'NIO' ? row.totalAmountNIO : row.totalAmountUSD);
