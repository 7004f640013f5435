import { createFileRoute } from '@tanstack/react-router';
import { factoringScreens } from '@/lib/factoring-screens';
import { loadErrorComponent } from '@/components/route-load-error';
import { factoringRequestsQuery } from '@/features/factoring/approve/api/factoring-requests';
import { decisionSearchSchema } from '@/features/factoring/approve/decision-notice';
import { pendingLoadFilterSearch } from '@/features/factoring/shared/load-filters';
import { z } from '@contract/zod';
import { RequestsList } from '@/features/factoring/approve/components/requests-list';
import { approveMessages } from '@/features/factoring/approve/messages';

/** The confirmation of a decision just taken, and the list's filters. */
const searchSchema = z.object({ ...decisionSearchSchema.shape, ...pendingLoadFilterSearch.shape });

export const Route = createFileRoute('/_protected/factoring/aprobar/')({
  staticData: { title: factoringScreens.approve.title, description: factoringScreens.approve.description },
  validateSearch: (search) => searchSchema.parse(search),
  loader: ({ context }) => context.queryClient.query(factoringRequestsQuery()),
  errorComponent: loadErrorComponent({ title: approveMessages.listLoadFailed }),
  component: AprobarFacturasRoute,
});

function AprobarFacturasRoute() {
  const { decidida, resultado, ...values } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequestsList
      decision={{ decidida, resultado }}
      // Closing the notice keeps the filters.
      onDismissDecision={() => void navigate({ search: values, replace: true, resetScroll: false })}
      filters={{
        values,
        // A new filter is another question: the notice of the last decision has answered its own.
        onChange: (next, { replace }) => void navigate({ search: next, replace, resetScroll: false }),
      }}
    />
  );
}
