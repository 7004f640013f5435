import { Link } from '@tanstack/react-router';
import { PageLoader } from '../../../../components/page-loader';
import { errorText } from '../../../../components/query-error';
import { useDisbursementDetail } from '../api/disbursement-detail';
import { useHistoricalDisbursements } from '../api/historical-disbursements';
import { disbursementMessages as t } from '../messages';
import { deriveDisbursementSummary } from '../summary';
import { DisbursementSummaryCard } from './disbursement-summary-card';
import { OperationsTable } from './operations-table';
import '../../../../components/page-layout.css';

function BackToList() {
  return (
    <Link to="/factoring/desembolsos" className="button button--ghost back-link">
      ‹ {t.backToList}
    </Link>
  );
}

/** SPEC section 5: without a valid idCreditForm there is nothing to load. */
export function MissingCreditFormId() {
  return (
    <section className="page-stack">
      <div className="alert alert--error" role="alert">
        <p className="notice-title">{t.missingId}</p>
        <p>{t.missingIdHelp}</p>
      </div>
      <div>
        <BackToList />
      </div>
    </section>
  );
}

/** 'Detalle de Desembolso #{id}': the summary card (SPEC section 3) and the operations. */
export function DisbursementDetail({ idCreditForm }: { readonly idCreditForm: number }) {
  const operations = useDisbursementDetail(idCreditForm);
  // DESIGN decision 6: the debtor and factoring date come from the list, through the shared cache.
  const disbursements = useHistoricalDisbursements();

  if (operations.isError || disbursements.isError) {
    const failed = operations.isError ? operations.error : disbursements.error;
    const retrying = operations.isFetching || disbursements.isFetching;
    return (
      <section className="page-stack">
        <div className="alert alert--error" role="alert">
          <p className="notice-title">{t.loadFailedTitle}</p>
          <p>{t.loadFailedBody}</p>
          <p className="notice-detail">{errorText(failed)}</p>
        </div>
        <div className="button-row">
          <BackToList />
          <button
            type="button"
            className="button button--primary"
            disabled={retrying}
            onClick={() => {
              if (operations.isError) void operations.refetch();
              if (disbursements.isError) void disbursements.refetch();
            }}
          >
            {t.retry}
          </button>
        </div>
      </section>
    );
  }

  if (operations.isPending || disbursements.isPending) return <PageLoader />;

  const lookup = disbursements.data.find((disbursement) => disbursement.idCreditForm === idCreditForm);
  const summary = deriveDisbursementSummary(idCreditForm, lookup, operations.data);
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
        <OperationsTable idCreditForm={idCreditForm} operations={operations.data} />
      </section>
    </section>
  );
}
