import { Link } from '@tanstack/react-router';
import { LoadFacts } from '../../shared/load-facts';
import { LoadInvoicesTable } from '../../shared/load-invoices-table';
import { PageLoader } from '../../../../components/page-loader';
import { QueryError } from '../../../../components/query-error';
import { isApiError } from '../../../../lib/http/api-error';
import { parsePositiveId } from '../../../../lib/positive-id';
import { useHistoryLoads } from '../api/history-loads';
import { useInvoicesByLoad } from '../../shared/api/invoices-by-load';
import { historyMessages as t } from '../messages';
import '../../../../components/page-layout.css';

function BackToList() {
  return (
    <Link to="/factoring/historica" className="button button--ghost back-link">
      ‹ {t.backToList}
    </Link>
  );
}

function NotFound({ id }: { readonly id: string }) {
  return (
    <section className="page-stack">
      <div className="alert alert--error" role="alert">
        <p className="notice-title">{t.notFound(id)}</p>
        <p>{t.notFoundHelp}</p>
      </div>
      <div>
        <BackToList />
      </div>
    </section>
  );
}

/** /factoring/historica/detalle/{idLoad}: the load, its decision, and its invoices. */
export function HistoryDetail({ rawId }: { readonly rawId: string }) {
  const idLoad = parsePositiveId(rawId);
  const loads = useHistoryLoads();
  const load = idLoad === null ? undefined : loads.data?.find((candidate) => candidate.idLoad === idLoad);
  const invoices = useInvoicesByLoad(idLoad ?? 0, load !== undefined);

  if (idLoad === null) return <NotFound id={rawId} />;
  if (loads.isError && !loads.data) {
    return (
      <QueryError
        title={t.loadFailed}
        error={loads.error}
        onRetry={() => void loads.refetch()}
        retrying={loads.isFetching}
      />
    );
  }
  if (loads.isPending) return <PageLoader />;
  if (!load || (isApiError(invoices.error) && invoices.error.statusCode === 404)) return <NotFound id={rawId} />;

  return (
    <section className="page-stack">
      <div>
        <BackToList />
      </div>
      <section className="card" aria-labelledby="load-heading">
        <h2 id="load-heading" className="section-heading">
          {t.loadHeading(load.idLoad)}
        </h2>
        <LoadFacts load={load} />
      </section>
      <section className="page-stack" aria-labelledby="invoices-heading">
        <h2 id="invoices-heading" className="section-heading">
          {t.invoicesHeading}
        </h2>
        {invoices.isError ? (
          <QueryError
            title={t.invoicesLoadFailed}
            error={invoices.error}
            onRetry={() => void invoices.refetch()}
            retrying={invoices.isFetching}
          />
        ) : (
          <LoadInvoicesTable idLoad={load.idLoad} label={t.invoicesLabel(load.idLoad)} invoices={invoices.data} />
        )}
      </section>
    </section>
  );
}
