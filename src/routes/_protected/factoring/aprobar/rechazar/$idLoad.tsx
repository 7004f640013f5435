import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../../api/endpoint';
import { requireAccess } from '../../../../../app/route-guards';
import { loadErrorComponent } from '../../../../../components/route-load-error';
import { loadPendingRequest } from '../../../../../features/factoring/approve/api/factoring-requests';
import { DecideRequest } from '../../../../../features/factoring/approve/components/decide-request';
import { RequestNotFound } from '../../../../../features/factoring/approve/components/request-not-found';
import { approveMessages } from '../../../../../features/factoring/approve/messages';

const roles = ['AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/aprobar/rechazar/$idLoad')({
  staticData: { title: 'Rechazar solicitud', description: 'Indique el motivo del rechazo', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  loader: ({ context, params }) => loadPendingRequest(context.queryClient, params.idLoad),
  errorComponent: loadErrorComponent({ title: approveMessages.loadFailed }),
  notFoundComponent: RequestNotFound,
  component: RechazarSolicitudRoute,
});

function RechazarSolicitudRoute() {
  const idLoad = Route.useLoaderData();
  return <DecideRequest key={idLoad} idLoad={idLoad} decision="deny" />;
}
