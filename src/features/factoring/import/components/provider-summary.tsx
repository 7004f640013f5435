import { ProviderTotalsTable } from '@/features/factoring/shared/provider-totals-table';
import type { ProviderSummary } from '@/features/factoring/import/drafts/draft-types';
import { importMessages } from '@/features/factoring/import/messages';

const t = importMessages.summary;

interface ProviderSummaryTableProps {
  readonly providers: readonly ProviderSummary[];
  /** The draft's rows, errors included: with rows but no provider, every row has an error. */
  readonly rowsInFile: number;
}

/** The provider summary: invoices and totals per provider, with the import's totals below. */
export function ProviderSummaryTable({ providers, rowsInFile }: ProviderSummaryTableProps) {
  return (
    <div className="card import-section">
      <h2 className="import-section__title">{t.byProvider}</h2>
      <ProviderTotalsTable
        label={t.byProvider}
        providers={providers}
        {...(rowsInFile > 0 ? { emptyText: t.noProvidersYet } : {})}
      />
    </div>
  );
}
