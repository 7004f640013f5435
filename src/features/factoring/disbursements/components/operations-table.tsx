import { useMemo } from 'react';
import { columnTitle, invoiceFields } from '@contract/invoice-fields';
import type { DisbursementOperation } from '@contract/schemas';
import type { DataColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/badge';
import { invoiceColumns, withColumnsAfter } from '@/features/factoring/shared/invoice-columns';
import { operationStatusTone } from '@/features/factoring/shared/status-tone';
import { disbursementMessages as t } from '@/features/factoring/disbursements/messages';

/** An operation and its place in the answer: invoice numbers alone may repeat across debtors. */
type OperationRow = DisbursementOperation & { readonly position: number };

// The invoice's own fields from the field table, with the operation's debtor and dates beside them.
const invoiceOfOperation = withColumnsAfter(
  invoiceColumns<OperationRow, 'invoiceNumber' | 'invoiceDate'>(
    ['invoiceNumber', 'invoiceDate'],
    (operation, key) => operation[key],
  ),
  'invoiceNumber',
  { id: 'debtor', header: t.columns.debtor, kind: 'text', wrap: true, value: (operation) => operation.debtor },
);

const columns: DataColumn<OperationRow>[] = [
  ...withColumnsAfter(
    invoiceOfOperation,
    'invoiceDate',
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
      header: columnTitle(invoiceFields.dueDate),
      kind: 'date',
      value: (operation) => operation.fechaVencimiento,
    },
  ),
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
      totals
      exportFile={{ fileName: `desembolso-${idCreditForm}-operaciones`, sheetName: t.detailTitle(idCreditForm) }}
    />
  );
}
