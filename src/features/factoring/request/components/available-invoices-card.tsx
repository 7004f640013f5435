import { Link } from '@tanstack/react-router';
import { sumCents } from '@contract/money';
import { QueryBoundary } from '@/components/query-boundary';
import { WorkCard, WorkFigures } from '@/components/work-card';
import { formatAmount } from '@/lib/format';
import { managuaToday } from '@contract/dates';
import { countDueSoon } from '@/lib/maturity';
import { useAvailableInvoices } from '@/features/factoring/request/api/available-invoices';
import { dashboardMessages as t } from '@/features/factoring/request/messages';
import { buttonClass } from '@/components/ui/button';

/** The provider's dashboard card: invoices it may factor, their totals, and how many fall due soon. */
export function AvailableInvoicesCard() {
  return (
    <WorkCard title={t.title}>
      <QueryBoundary title={t.loadFailed}>
        <AvailableInvoicesFigures />
      </QueryBoundary>
    </WorkCard>
  );
}

function AvailableInvoicesFigures() {
  const { data: invoices } = useAvailableInvoices();
  const dueSoon = countDueSoon(
    invoices.map((invoice) => invoice.dueDate),
    managuaToday(),
  );
  return (
    <WorkFigures
      headline={t.available(invoices.length)}
      facts={[
        {
          label: t.totalNio,
          value: formatAmount(sumCents(invoices.map((invoice) => invoice.amountNIO)), 'NIO'),
          numeric: true,
        },
        {
          label: t.totalUsd,
          value: formatAmount(sumCents(invoices.map((invoice) => invoice.amountUSD)), 'USD'),
          numeric: true,
        },
        { label: t.dueSoon, value: dueSoon, numeric: true },
      ]}
      action={
        <Link to="/factoring/descontar" className={buttonClass({ variant: 'primary', size: 'small' })}>
          {t.go}
        </Link>
      }
    />
  );
}
