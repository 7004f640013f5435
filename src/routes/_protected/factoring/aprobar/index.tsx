import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../api/endpoint';
import { requireAccess } from '../../../../app/route-guards';
import { loadErrorComponent } from '../../../../components/route-load-error';
import { factoringRequestsQuery } from '../../../../features/factoring/approve/api/factoring-requests';
import { decisionSearchSchema } from '../../../../features/factoring/approve/decision-notice';
import { RequestsList } from '../../../../features/factoring/approve/components/requests-list';
import { approveMessages } from '../../../../features/factoring/approve/messages';

const roles = ['AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/aprobar/')({
  staticData: { title: 'Aprobar facturas', description: 'Solicitudes pendientes de aprobación', roles },
  validateSearch: (search) => decisionSearchSchema.parse(search),
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  loader: ({ context }) => context.queryClient.query(factoringRequestsQuery()),
  errorComponent: loadErrorComponent({ title: approveMessages.listLoadFailed }),
  component: AprobarFacturasRoute,
});

function AprobarFacturasRoute() {
  const decision = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RequestsList decision={decision} onDismissDecision={() => void navigate({ search: {}, replace: true })} />;
}
