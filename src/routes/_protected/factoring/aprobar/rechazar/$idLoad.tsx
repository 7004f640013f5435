import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../../api/endpoint';
import { requireAccess } from '../../../../../app/route-guards';
import { DecideRequest } from '../../../../../features/factoring/approve/components/decide-request';

const roles = ['AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/aprobar/rechazar/$idLoad')({
  staticData: { title: 'Rechazar solicitud', description: 'Indique el motivo del rechazo', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: RechazarSolicitudRoute,
});

function RechazarSolicitudRoute() {
  const { idLoad } = Route.useParams();
  return <DecideRequest key={idLoad} rawId={idLoad} decision="deny" />;
}
