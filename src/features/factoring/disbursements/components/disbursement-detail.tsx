import { Link } from '@tanstack/react-router';
import { useDisbursementDetail } from '@/features/factoring/disbursements/api/disbursement-detail';
import { useHistoricalDisbursements } from '@/features/factoring/disbursements/api/historical-disbursements';
import { disbursementMessages as t } from '@/features/factoring/disbursements/messages';
import { deriveDisbursementSummary } from '@/features/factoring/disbursements/summary';
import { DisbursementSummaryCard } from './disbursement-summary-card';
import { OperationsTable } from './operations-table';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import '@/components/page-layout.css';
import { UnreadableNotice } from '@/components/unreadable-notice';

function BackToList() {
  return (
    <Link to="/factoring/desembolsos" className={buttonClass({ variant: 'ghost' }, 'back-link')}>
      ‹ {t.backToList}
    </Link>
  );
}

/** Without a valid idCreditForm there is nothing to load, and the page says so. */
export function MissingCreditFormId() {
  return (
    <section className="page-stack">
      <Alert tone="error" as="div">
        <p className="notice-title">{t.missingId}</p>
        <p>{t.missingIdHelp}</p>
      </Alert>
      <div>
        <BackToList />
      </div>
    </section>
  );
}

/** The detail's failure, in the bank's words, with the way back to the list. */
export const disbursementLoadFailure = {
  title: t.loadFailedTitle,
  body: t.loadFailedBody,
  actions: <BackToList />,
};

/** 'Detalle de Desembolso #{id}': the summary card and the operations. */
export function DisbursementDetail({ idCreditForm }: { readonly idCreditForm: number }) {
  const { data: operations } = useDisbursementDetail(idCreditForm);
  // The debtor and factoring date come from the list, through the shared cache.
  const { data: disbursements } = useHistoricalDisbursements();
  const lookup = disbursements.find((disbursement) => disbursement.idCreditForm === idCreditForm);
  const summary = deriveDisbursementSummary(idCreditForm, lookup, operations);
  return (
    <section className="page-stack">
      <div>
        <BackToList />
      </div>
      <DisbursementSummaryCard summary={summary} />
      <section className="page-stack" aria-labelledby="operations-heading">
        <h2 id="operations-heading" className="section-heading">
          {t.operationsHeading}
        </h2>
        <UnreadableNotice call="historicalDisbursementDetail" />
        <OperationsTable idCreditForm={idCreditForm} operations={operations} />
      </section>
    </section>
  );
}
