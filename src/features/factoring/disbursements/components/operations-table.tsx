import { useMemo } from 'react';
import type { DisbursementOperation } from '../../../../api/schemas';
import type { DataColumn } from '../../../../components/data-table/columns';
import { DataTable } from '../../../../components/data-table/data-table';
import type { FooterRow } from '../../../../components/data-table/types';
import { Badge } from '../../../../components/badge';
import { operationStatusTone } from '../../shared/status-tone';
import { formatAmount } from '../../../../lib/format';
import { totalsByCurrency } from '../../../../api/money';
import { disbursementMessages as t } from '../messages';

/** An operation and its place in the answer: invoice numbers alone may repeat across debtors. */
type OperationRow = DisbursementOperation & { readonly position: number };

const columns: DataColumn<OperationRow>[] = [
  { id: 'invoiceNumber', header: t.columns.invoiceNumber, kind: 'text', value: (operation) => operation.invoiceNumber },
  {
    id: 'debtor',
    header: t.columns.debtor,
    kind: 'text',
    wrap: true,
    value: (operation) => operation.debtor,
  },
  {
    id: 'invoiceDate',
    priority: 3,
    header: t.columns.invoiceDate,
    kind: 'date',
    value: (operation) => operation.invoiceDate,
  },
  {
    id: 'fechaOperacion',
    priority: 3,
    header: t.columns.fechaOperacion,
    kind: 'date',
    value: (operation) => operation.fechaOperacion,
  },
  {
    id: 'fechaVencimiento',
    priority: 2,
    header: t.columns.fechaVencimiento,
    kind: 'date',
    value: (operation) => operation.fechaVencimiento,
  },
  {
    id: 'currency',
    header: t.columns.currency,
    kind: 'text',
    exportOnly: true,
    value: (operation) => operation.currency,
  },
  {
    id: 'initialBalance',
    header: t.columns.initialBalance,
    kind: 'amount',
    currency: (operation) => operation.currency,
    value: (operation) => operation.initialBalance,
  },
  {
    id: 'actualBalance',
    header: t.columns.actualBalance,
    kind: 'amount',
    currency: (operation) => operation.currency,
    value: (operation) => operation.actualBalance,
  },
  {
    id: 'estadoOperacion',
    header: t.columns.estadoOperacion,
    kind: 'text',
    value: (operation) => operation.estadoOperacion,
    cell: (operation) => (
      <Badge tone={operationStatusTone(operation.estadoOperacion)}>{operation.estadoOperacion}</Badge>
    ),
  },
];

/** A footer total that says which balance it adds up, so 'Total NIO' never reads as two different sums. */
const BalanceTotal = ({ balance, amount }: { readonly balance: string; readonly amount: string }) => (
  <>
    <span className="data-table__footer-caption">{balance}</span> {amount}
  </>
);

/** A footer of total NIO and total USD, for the initial and the current balance. */
function currencyTotals(operations: readonly OperationRow[]): FooterRow[] {
  const initial = totalsByCurrency(
    operations,
    (operation) => operation.currency,
    (operation) => operation.initialBalance,
  );
  const actual = totalsByCurrency(
    operations,
    (operation) => operation.currency,
    (operation) => operation.actualBalance,
  );
  return (['NIO', 'USD'] as const).map((currency) => ({
    id: currency,
    label: currency === 'NIO' ? t.totalNio : t.totalUsd,
    values: {
      initialBalance: (
        <BalanceTotal balance={t.columns.initialBalance} amount={formatAmount(initial[currency], currency)} />
      ),
      actualBalance: (
        <BalanceTotal balance={t.columns.actualBalance} amount={formatAmount(actual[currency], currency)} />
      ),
    },
  }));
}

export function OperationsTable({
  idCreditForm,
  operations,
}: {
  readonly idCreditForm: number;
  readonly operations: readonly DisbursementOperation[];
}) {
  const rows = useMemo(
    () => operations.map((operation, position): OperationRow => ({ ...operation, position })),
    [operations],
  );
  return (
    <DataTable
      label={t.operationsLabel(idCreditForm)}
      columns={columns}
      rows={rows}
      rowId={(operation) => String(operation.position)}
      emptyText={t.noOperations}
      footer={currencyTotals}
      exportFile={{ fileName: `desembolso-${idCreditForm}-operaciones`, sheetName: t.detailTitle(idCreditForm) }}
    />
  );
}
