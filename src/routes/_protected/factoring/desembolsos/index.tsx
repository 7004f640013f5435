import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../api/endpoint';
import { requireAccess } from '../../../../app/route-guards';
import { loadErrorComponent } from '../../../../components/route-load-error';
import { historicalDisbursementsQuery } from '../../../../features/factoring/disbursements/api/historical-disbursements';
import { DisbursementsList } from '../../../../features/factoring/disbursements/components/disbursements-list';
import { disbursementFilterSearch } from '../../../../features/factoring/disbursements/disbursement-filters';
import { disbursementMessages } from '../../../../features/factoring/disbursements/messages';

const roles = ['DEUDOR', 'PROVEEDOR', 'AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/desembolsos/')({
  staticData: { title: 'Desembolsos históricos', description: 'Desembolsos de factoraje realizados', roles },
  validateSearch: (search) => disbursementFilterSearch.parse(search),
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
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
