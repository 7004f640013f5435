import type { LoadStatus } from '../../../../api/schemas';
import { formatAmount, formatDate } from '../../../../lib/format';
import { useRecentImports } from '../api/recent-imports';
import { importMessages } from '../messages';

const t = importMessages.recent;

const tone: Record<LoadStatus, string> = { PENDIENTE: 'queued', APROBADA: 'sent', RECHAZADA: 'failed' };

/** GET RecentImports: the last loads this debtor's company sent, newest first. */
export function RecentImports() {
  const recent = useRecentImports();
  return (
    <section className="card import-section" aria-labelledby="recent-title">
      <h2 id="recent-title" className="import-section__title">
        {t.title}
      </h2>
      {recent.isPending && <p role="status">{t.loading}</p>}
      {recent.isError && (
        <div className="alert alert--error" role="alert">
          <p className="alert__text">
            {t.failed} {recent.error.message}
          </p>
          <button type="button" className="button button--ghost button--small" onClick={() => void recent.refetch()}>
            {t.retry}
          </button>
        </div>
      )}
      {recent.isSuccess &&
        (recent.data.length === 0 ? (
          <p className="muted">{t.empty}</p>
        ) : (
          <div className="import-table__scroll" role="region" aria-labelledby="recent-title" tabIndex={0}>
            <table className="import-table">
              <caption className="visually-hidden">{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.load}</th>
                  <th scope="col">{t.date}</th>
                  <th scope="col" className="import-table__numeric">
                    {t.invoices}
                  </th>
                  <th scope="col" className="import-table__numeric">
                    {t.totalNIO}
                  </th>
                  <th scope="col" className="import-table__numeric">
                    {t.totalUSD}
                  </th>
                  <th scope="col">{t.status}</th>
                </tr>
              </thead>
              <tbody>
                {recent.data.map((load) => (
                  <tr key={load.idLoad} data-load-id={load.idLoad}>
                    <td className="tabular">{load.idLoad}</td>
                    <td className="tabular">{formatDate(load.loadDate)}</td>
                    <td className="import-table__numeric">{load.totalInvoices}</td>
                    <td className="import-table__numeric">{formatAmount(load.totalAmountNIO, 'NIO')}</td>
                    <td className="import-table__numeric">{formatAmount(load.totalAmountUSD, 'USD')}</td>
                    <td>
                      <span className={`draft-badge draft-badge--${tone[load.status]}`}>
                        <span className="draft-badge__dot" aria-hidden="true" />
                        {t.statuses[load.status]}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
