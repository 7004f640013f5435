import { createFileRoute } from '@tanstack/react-router';
import { factoringScreens } from '@/lib/factoring-screens';
import { loadErrorComponent } from '@/components/route-load-error';
import { historicalDisbursementsQuery } from '@/features/factoring/disbursements/api/historical-disbursements';
import { DisbursementsList } from '@/features/factoring/disbursements/components/disbursements-list';
import { disbursementFilterSearch } from '@/features/factoring/disbursements/disbursement-filters';
import { disbursementMessages } from '@/features/factoring/disbursements/messages';

export const Route = createFileRoute('/_protected/factoring/desembolsos/')({
  staticData: { title: factoringScreens.disbursements.title, description: factoringScreens.disbursements.description },
  validateSearch: (search) => disbursementFilterSearch.parse(search),
  loader: ({ context }) => context.queryClient.query(historicalDisbursementsQuery()),
  errorComponent: loadErrorComponent({ title: disbursementMessages.listLoadFailed }),
  component: DesembolsosRoute,
});

function DesembolsosRoute() {
  const values = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DisbursementsList
      filters={{
        values,
        // The list stays where it is scrolled while its filters change.
        onChange: (next, { replace }) => void navigate({ search: next, replace, resetScroll: false }),
      }}
    />
  );
}
