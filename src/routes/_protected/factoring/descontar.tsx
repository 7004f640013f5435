import { createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '@/app/route-guards';
import { factoringScreens } from '@/lib/factoring-screens';
import { loadErrorComponent } from '@/components/route-load-error';
import { availableInvoicesQuery } from '@/features/factoring/request/api/available-invoices';
import { RequestFactoring } from '@/features/factoring/request/components/request-factoring';
import { requestFilterSearch } from '@/features/factoring/request/request-filters';
import { requestMessages } from '@/features/factoring/request/messages';

export const Route = createFileRoute('/_protected/factoring/descontar')({
  staticData: { title: factoringScreens.request.title, description: factoringScreens.request.description },
  validateSearch: (search) => requestFilterSearch.parse(search),
  beforeLoad: requireRoles(factoringScreens.request.roles),
  loader: ({ context }) => context.queryClient.query(availableInvoicesQuery()),
  errorComponent: loadErrorComponent({ title: requestMessages.listLoadFailed }),
  component: SolicitarFactorajeRoute,
});

function SolicitarFactorajeRoute() {
  const { access } = Route.useRouteContext();
  const values = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequestFactoring
      userId={access.user.userId}
      filters={{
        values,
        // The list stays where it is scrolled while its filters change.
        onChange: (next, { replace }) => void navigate({ search: next, replace, resetScroll: false }),
      }}
    />
  );
}
