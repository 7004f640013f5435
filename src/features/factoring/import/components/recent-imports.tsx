import { DataTable } from '@/components/data-table/data-table';
import { QueryBoundary } from '@/components/query-boundary';
import { loadColumns } from '@/features/factoring/shared/load-columns';
import { useRecentImports } from '@/features/factoring/import/api/recent-imports';
import { importMessages } from '@/features/factoring/import/messages';
import { UnreadableNotice } from '@/components/unreadable-notice';

const t = importMessages.recent;

const columns = loadColumns({
  columns: ['idLoad', 'loadDate', 'totalInvoices', 'totalAmountNIO', 'totalAmountUSD', 'status'],
  detail: '/factoring/historica/detalle/$idLoad',
});

/** GET RecentImports: the last loads this debtor's company sent, newest first. */
export function RecentImports() {
  return (
    <section className="card import-section" aria-labelledby="recent-title">
      <h2 id="recent-title" className="import-section__title">
        {t.title}
      </h2>
      <QueryBoundary title={t.failed}>
        <RecentImportsTable />
      </QueryBoundary>
    </section>
  );
}

function RecentImportsTable() {
  const { data: recent } = useRecentImports();
  return (
    <>
      <UnreadableNotice call="recentImports" />
      <DataTable
        label={t.caption}
        columns={columns}
        rows={recent}
        rowId={(load) => String(load.idLoad)}
        emptyText={t.empty}
      />
    </>
  );
}
