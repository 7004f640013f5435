import { Link } from '@tanstack/react-router';
import { LoadFacts } from '../../shared/load-facts';
import { LoadInvoicesTable } from '../../shared/load-invoices-table';
import { PageLoader } from '../../../../components/page-loader';
import { QueryError } from '../../../../components/query-error';
import { useInvoicesByLoad } from '../../shared/api/invoices-by-load';
import { approveMessages as t } from '../messages';
import { ProviderSummaryTable } from './provider-summary-table';
import { BackToRequests, RequestNotFound } from './request-not-found';
import { usePendingRequest } from './use-pending-request';
import '../../../../components/page-layout.css';

/** /factoring/aprobar/detalle/{idLoad}: the request, its totals by provider and its invoices. */
export function RequestDetail({ rawId }: { readonly rawId: string }) {
  const { state, load, requests } = usePendingRequest(rawId);
  const invoices = useInvoicesByLoad(load?.idLoad ?? 0, load !== undefined);

  if (state === 'loading') return <PageLoader />;
  if (state === 'error')
    return (
      <QueryError
        title={t.loadFailed}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  if (!load) return <RequestNotFound />;

  const params = { idLoad: String(load.idLoad) };
  return (
    <section className="page-stack">
      <div className="button-row">
        <BackToRequests />
      </div>
      <section className="card page-stack" aria-labelledby="request-heading">
        <h2 id="request-heading" className="section-heading">
          {t.requestHeading(load.idLoad)}
        </h2>
        <LoadFacts load={load} />
        <div className="button-row">
          <Link to="/factoring/aprobar/aprobar/$idLoad" params={params} className="button button--primary">
            {t.approve}
          </Link>
          <Link to="/factoring/aprobar/rechazar/$idLoad" params={params} className="button button--danger">
            {t.reject}
          </Link>
        </div>
      </section>
      {invoices.isError ? (
        <QueryError
          title={t.invoicesLoadFailed}
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
          retrying={invoices.isFetching}
        />
      ) : (
        <>
          <section className="page-stack" aria-labelledby="providers-heading">
            <h2 id="providers-heading" className="section-heading">
              {t.providersHeading}
            </h2>
            <ProviderSummaryTable idLoad={load.idLoad} invoices={invoices.data} />
          </section>
          <section className="page-stack" aria-labelledby="invoices-heading">
            <h2 id="invoices-heading" className="section-heading">
              {t.invoicesHeading}
            </h2>
            <LoadInvoicesTable idLoad={load.idLoad} label={t.invoicesLabel(load.idLoad)} invoices={invoices.data} />
          </section>
        </>
      )}
    </section>
  );
}
