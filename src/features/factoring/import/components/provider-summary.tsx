import type { ProviderSummary } from '../../../../lib/drafts/draft-types';
import { formatAmount } from '../../../../lib/format';
import { importMessages } from '../messages';

const t = importMessages.summary;

/** SPEC's provider summary: invoices and totals per provider. */
export function ProviderSummaryTable({ providers }: { readonly providers: readonly ProviderSummary[] }) {
  return (
    <section className="card import-section" aria-labelledby="providers-title">
      <h2 id="providers-title" className="import-section__title">
        {t.byProvider}
      </h2>
      <div className="import-table__scroll" role="region" aria-labelledby="providers-title" tabIndex={0}>
        <table className="import-table">
          <caption className="visually-hidden">{t.byProvider}</caption>
          <thead>
            <tr>
              <th scope="col">{t.providerId}</th>
              <th scope="col">{t.providerName}</th>
              <th scope="col" className="import-table__numeric">
                {t.invoices}
              </th>
              <th scope="col" className="import-table__numeric">
                {t.totalNIO}
              </th>
              <th scope="col" className="import-table__numeric">
                {t.totalUSD}
              </th>
            </tr>
          </thead>
          <tbody>
            {providers.length === 0 ? (
              <tr>
                <td colSpan={5} className="import-table__message">
                  {t.noRows}
                </td>
              </tr>
            ) : (
              providers.map((provider) => (
                <tr key={provider.providerIdentification}>
                  <td className="tabular">{provider.providerIdentification || <span className="muted">{t.noProviderId}</span>}</td>
                  <td>{provider.providerName}</td>
                  <td className="import-table__numeric">{provider.totalInvoices}</td>
                  <td className="import-table__numeric">{formatAmount(provider.totalAmountNIO, 'NIO')}</td>
                  <td className="import-table__numeric">{formatAmount(provider.totalAmountUSD, 'USD')}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
