import { Link } from '@tanstack/react-router';
import { QueryBoundary } from '@/components/query-boundary';
import { useInvoicesByLoad } from '@/features/factoring/shared/api/invoices-by-load';
import { LoadFacts } from '@/features/factoring/shared/load-facts';
import { LoadInvoicesTable } from '@/features/factoring/shared/load-invoices-table';
import { useHistoryLoads } from '@/features/factoring/history/api/history-loads';
import { historyMessages as t } from '@/features/factoring/history/messages';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import '@/components/page-layout.css';
import { UnreadableNotice } from '@/components/unreadable-notice';

function BackToList() {
  return (
    <Link to="/factoring/historica" className={buttonClass({ variant: 'ghost' }, 'back-link')}>
      ‹ {t.backToList}
    </Link>
  );
}

/** A load id that is not a number, or not a load this user may see. */
export function HistoryLoadNotFound({ id }: { readonly id: string }) {
  return (
    <section className="page-stack">
      <Alert tone="error" as="div">
        <p className="notice-title">{t.notFound(id)}</p>
        <p>{t.notFoundHelp}</p>
      </Alert>
      <div>
        <BackToList />
      </div>
    </section>
  );
}

/** /factoring/historica/detalle/{idLoad}: the load, its decision, and its invoices. */
export function HistoryDetail({ idLoad }: { readonly idLoad: number }) {
  const { data: loads } = useHistoryLoads();
  const load = loads.find((candidate) => candidate.idLoad === idLoad);
  if (!load) return <HistoryLoadNotFound id={String(idLoad)} />;
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
        <QueryBoundary title={t.invoicesLoadFailed}>
          <HistoryLoadInvoices idLoad={load.idLoad} />
        </QueryBoundary>
      </section>
    </section>
  );
}

function HistoryLoadInvoices({ idLoad }: { readonly idLoad: number }) {
  const { data: invoices } = useInvoicesByLoad(idLoad);
  return (
    <>
      <UnreadableNotice call="factoringInvoicesByLoad" />
      <LoadInvoicesTable idLoad={idLoad} label={t.invoicesLabel(idLoad)} invoices={invoices} />
    </>
  );
}
