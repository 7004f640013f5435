import { useMemo } from 'react';
import type { LoadInvoice } from '@contract/schemas';
import { summariseByProvider } from '@contract/provider-totals';
import { ProviderTotalsTable } from '@/features/factoring/shared/provider-totals-table';
import { approveMessages as t } from '@/features/factoring/approve/messages';

/** The request's totals by provider (invoices and amount per provider). */
export function ProviderSummaryTable({
  idLoad,
  invoices,
}: {
  readonly idLoad: number;
  readonly invoices: readonly LoadInvoice[] | undefined;
}) {
  const summaries = useMemo(() => (invoices ? summariseByProvider(invoices) : undefined), [invoices]);
  return (
    <ProviderTotalsTable
      label={t.providersLabel(idLoad)}
      providers={summaries}
      exportFile={{ fileName: `carga-${idLoad}-proveedores`, sheetName: t.providersLabel(idLoad) }}
    />
  );
}
