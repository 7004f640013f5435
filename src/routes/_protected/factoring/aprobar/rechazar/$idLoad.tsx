import { createFileRoute } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-load-error';
import { loadPendingRequest } from '@/features/factoring/approve/api/factoring-requests';
import { DecideRequest } from '@/features/factoring/approve/components/decide-request';
import { RequestNotFound } from '@/features/factoring/approve/components/request-not-found';
import { approveMessages } from '@/features/factoring/approve/messages';

export const Route = createFileRoute('/_protected/factoring/aprobar/rechazar/$idLoad')({
  staticData: { title: 'Rechazar solicitud', description: 'Indique el motivo del rechazo' },
  loader: ({ context, params }) => loadPendingRequest(context.queryClient, params.idLoad),
  errorComponent: loadErrorComponent({ title: approveMessages.loadFailed }),
  notFoundComponent: RequestNotFound,
  component: RechazarSolicitudRoute,
});

function RechazarSolicitudRoute() {
  const idLoad = Route.useLoaderData();
  return <DecideRequest key={idLoad} idLoad={idLoad} decision="deny" />;
}
