import type { DataColumn } from '@/components/data-table/columns';

/** A disbursement operation's balances as the tests' tables hold them: amounts in the row's currency. */
export interface Balances {
  readonly currency: string;
  readonly initialBalance: number;
  readonly actualBalance: number;
}

/** 'Saldo inicial' and 'Saldo actual', each in the currency of its row, as the operations table shows them. */
export function balanceColumns<Row extends Balances>(): DataColumn<Row>[] {
  return [
    {
      id: 'initialBalance',
      header: 'Saldo inicial',
      kind: 'amount',
      currency: (row) => row.currency,
      value: (row) => row.initialBalance,
    },
    {
      id: 'actualBalance',
      header: 'Saldo actual',
      kind: 'amount',
      currency: (row) => row.currency,
      value: (row) => row.actualBalance,
    },
  ];
}
