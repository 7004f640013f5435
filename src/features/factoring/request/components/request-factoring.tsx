import { Link } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import type { AvailableInvoice } from '@contract/schemas';
import { DataTable } from '@/components/data-table/data-table';
import { randomUuid } from '@/lib/crypto';
import { managuaToday } from '@contract/dates';
import { maturityOf } from '@/lib/maturity';
import { invoiceColumns, withColumnsAfter } from '@/features/factoring/shared/invoice-columns';
import { maturityColumn } from '@/features/factoring/shared/maturity-column';
import { useAddNewFactoringForm } from '@/features/factoring/request/api/add-new-factoring-form';
import { useAvailableInvoices } from '@/features/factoring/request/api/available-invoices';
import { requestMessages as t } from '@/features/factoring/request/messages';
import { selectionTotals } from '@/features/factoring/request/selection-totals';
import { SubmissionKeys } from '@/features/factoring/request/submission-key';
import { readHideOverdue, writeHideOverdue } from '@/features/factoring/request/hide-overdue';
import { ConfirmRequestDialog } from './confirm-request-dialog';
import { HideOverdueSwitch } from './hide-overdue-switch';
import { InvoiceSelectionBar } from './invoice-selection-bar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import '@/components/page-layout.css';
import '@/features/factoring/request/request.css';
import { UnreadableNotice } from '@/components/unreadable-notice';
import { FilterBar } from '@/components/list-filters/filter-bar';
import type { FiltersChange } from '@/components/list-filters/filter-fields';
import type { ListFilters } from '@/components/list-filters/filter-kinds';
import { useFilteredRows } from '@/components/list-filters/filtered-rows';
import { requestFilterFields } from '@/features/factoring/request/request-filters';

// A provider's own invoices: no provider columns; the debtor who owes each, beside its number.
const columns = withColumnsAfter(
  withColumnsAfter(
    invoiceColumns<AvailableInvoice, 'invoiceNumber' | 'invoiceDate' | 'dueDate' | 'amountNIO' | 'amountUSD'>(
      ['invoiceNumber', 'invoiceDate', 'dueDate', 'amountNIO', 'amountUSD'],
      (invoice, key) => invoice[key],
    ),
    'invoiceNumber',
    { id: 'debtor', header: t.columns.debtor, kind: 'text', wrap: true, value: (invoice) => invoice.debtor },
  ),
  'dueDate',
  maturityColumn<AvailableInvoice>((invoice) => invoice.dueDate, { overdueLast: true }),
);

interface RequestFactoringProps {
  readonly userId: number;
  /** The list's filters from the URL, and how a change reaches it. */
  readonly filters: { readonly values: ListFilters; readonly onChange: FiltersChange };
}

const isOverdue = (invoice: AvailableInvoice, today: string) => maturityOf(invoice.dueDate, today)?.state === 'overdue';

/** /factoring/descontar: pick available invoices, check the totals, confirm, request once. */
export function RequestFactoring({ userId, filters }: RequestFactoringProps) {
  const { data: available } = useAvailableInvoices();
  const shown = useFilteredRows(available, requestFilterFields, filters.values, t.listEmpty);
  const [hideOverdue, setHideOverdue] = useState(() => readHideOverdue(userId));
  const today = managuaToday();
  const overdueCount = useMemo(
    () => shown.rows.filter((invoice) => isOverdue(invoice, today)).length,
    [shown.rows, today],
  );
  // Only what the filters and the switch show can be requested: a hidden invoice is never sent unseen.
  const invoices = useMemo(
    () => (hideOverdue ? shown.rows.filter((invoice) => !isOverdue(invoice, today)) : shown.rows),
    [shown.rows, hideOverdue, today],
  );
  const mutation = useAddNewFactoringForm();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [submitted, setSubmitted] = useState<{ readonly idCreditForm: number; readonly count: number } | null>(null);
  const [keys] = useState(() => new SubmissionKeys(randomUuid));
  const sending = useRef(false);
  const totals = useMemo(() => selectionTotals(invoices, selectedIds), [invoices, selectedIds]);
  const selectedInvoices = useMemo(
    () => invoices.filter((invoice) => selectedIds.has(String(invoice.idInvoice))),
    [invoices, selectedIds],
  );

  const changeHideOverdue = (hide: boolean) => {
    setHideOverdue(hide);
    writeHideOverdue(userId, hide);
    // Nothing hidden stays selected: the request holds only invoices the provider can see.
    if (hide)
      setSelectedIds(
        (current) =>
          new Set(
            invoices
              .filter((invoice) => current.has(String(invoice.idInvoice)) && !isOverdue(invoice, today))
              .map((invoice) => String(invoice.idInvoice)),
          ),
      );
  };

  const send = () => {
    // A ref, not state: a double click must not send twice.
    if (sending.current || totals.count === 0) return;
    sending.current = true;
    const { invoiceIds } = totals;
    mutation.mutate(
      { invoiceIds, idempotencyKey: keys.keyFor(invoiceIds) },
      {
        onSuccess: (created) => {
          keys.settle();
          setSelectedIds(new Set());
          setConfirming(false);
          setSubmitted({ idCreditForm: created.idCreditForm, count: invoiceIds.length });
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <section className="page-stack" aria-label={t.listLabel}>
      <UnreadableNotice call="availableInvoicesByProvider" />
      {submitted && (
        <Alert tone="success" as="div" className="notice-with-action">
          <span>{t.submitted(submitted.idCreditForm, submitted.count)}</span>
          <Link
            to="/factoring/desembolsos/detalle/$idCreditForm"
            params={{ idCreditForm: String(submitted.idCreditForm) }}
          >
            {t.viewDisbursement}
          </Link>
          <Button size="small" className="notice-dismiss" onClick={() => setSubmitted(null)}>
            {t.dismiss}
          </Button>
        </Alert>
      )}
      <>
        <InvoiceSelectionBar
          totals={totals}
          onClear={() => setSelectedIds(new Set())}
          onRequest={() => {
            mutation.reset();
            setSubmitted(null);
            setConfirming(true);
          }}
        />
        <FilterBar
          label={t.listLabel}
          fields={requestFilterFields}
          filters={filters.values}
          rows={available}
          matched={shown.rows.length}
          onChange={filters.onChange}
        />
        <HideOverdueSwitch checked={hideOverdue} overdueCount={overdueCount} onChange={changeHideOverdue} />
        <DataTable
          label={t.listLabel}
          columns={columns}
          rows={invoices}
          rowId={(invoice) => String(invoice.idInvoice)}
          emptyText={hideOverdue && overdueCount > 0 && shown.rows.length > 0 ? t.onlyOverdue : shown.emptyText}
          initialSort={{ id: 'daysToMaturity' }}
          searchable
          selection={{
            selectedIds,
            onChange: setSelectedIds,
            rowLabel: (invoice) => t.selectInvoice(invoice.invoiceNumber),
          }}
          exportFile={{ fileName: 'facturas-disponibles', sheetName: 'Solicitar factoraje' }}
        />
      </>
      <ConfirmRequestDialog
        open={confirming}
        totals={totals}
        invoices={selectedInvoices}
        sending={mutation.isPending}
        error={mutation.error}
        onConfirm={send}
        onCancel={() => {
          setConfirming(false);
          mutation.reset();
        }}
      />
    </section>
  );
}
