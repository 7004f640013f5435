import { createFileRoute } from '@tanstack/react-router';
import { factoringScreens } from '@/lib/factoring-screens';
import { loadErrorComponent } from '@/components/route-load-error';
import { historyLoadsQuery } from '@/features/factoring/history/api/history-loads';
import { HistoryList } from '@/features/factoring/history/components/history-list';
import { historyMessages } from '@/features/factoring/history/messages';
import { loadFilterSearch } from '@/features/factoring/shared/load-filters';

export const Route = createFileRoute('/_protected/factoring/historica/')({
  staticData: { title: factoringScreens.history.title, description: factoringScreens.history.description },
  validateSearch: (search) => loadFilterSearch.parse(search),
  loader: ({ context }) => context.queryClient.query(historyLoadsQuery()),
  errorComponent: loadErrorComponent({ title: historyMessages.listLoadFailed }),
  component: CargaHistoricaRoute,
});

function CargaHistoricaRoute() {
  const values = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HistoryList
      filters={{
        values,
        // The list stays where it is scrolled while its filters change.
        onChange: (next, { replace }) => void navigate({ search: next, replace, resetScroll: false }),
      }}
    />
  );
}
