import { Link } from '@tanstack/react-router';
import { QueryBoundary } from '@/components/query-boundary';
import { useInvoicesByLoad } from '@/features/factoring/shared/api/invoices-by-load';
import { LoadFacts } from '@/features/factoring/shared/load-facts';
import { LoadInvoicesTable } from '@/features/factoring/shared/load-invoices-table';
import { approveMessages as t } from '@/features/factoring/approve/messages';
import { LoadOverlaps } from './load-overlaps';
import { ProviderSummaryTable } from './provider-summary-table';
import { BackToRequests } from './request-not-found';
import { usePendingRequest } from './use-pending-request';
import { buttonClass } from '@/components/ui/button';
import '@/components/page-layout.css';
import { UnreadableNotice } from '@/components/unreadable-notice';

/** /factoring/aprobar/detalle/{idLoad}: the request, its totals by provider and its invoices. */
export function RequestDetail({ idLoad }: { readonly idLoad: number }) {
  const load = usePendingRequest(idLoad);
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
          <Link to="/factoring/aprobar/aprobar/$idLoad" params={params} className={buttonClass({ variant: 'primary' })}>
            {t.approve}
          </Link>
          <Link to="/factoring/aprobar/rechazar/$idLoad" params={params} className={buttonClass({ variant: 'danger' })}>
            {t.reject}
          </Link>
        </div>
      </section>
      <QueryBoundary title={t.invoicesLoadFailed}>
        <RequestInvoices idLoad={load.idLoad} />
      </QueryBoundary>
    </section>
  );
}

/** The request's invoices: totals by provider first, then each invoice. */
function RequestInvoices({ idLoad }: { readonly idLoad: number }) {
  const { data: invoices } = useInvoicesByLoad(idLoad);
  return (
    <>
      <UnreadableNotice call="factoringInvoicesByLoad" />
      <LoadOverlaps idLoad={idLoad} invoices={invoices} />
      <section className="page-stack" aria-labelledby="providers-heading">
        <h2 id="providers-heading" className="section-heading">
          {t.providersHeading}
        </h2>
        <ProviderSummaryTable idLoad={idLoad} invoices={invoices} />
      </section>
      <section className="page-stack" aria-labelledby="invoices-heading">
        <h2 id="invoices-heading" className="section-heading">
          {t.invoicesHeading}
        </h2>
        <LoadInvoicesTable idLoad={idLoad} label={t.invoicesLabel(idLoad)} invoices={invoices} maturity />
      </section>
    </>
  );
}
