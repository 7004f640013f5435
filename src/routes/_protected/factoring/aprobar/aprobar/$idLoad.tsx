import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../../api/endpoint';
import { requireAccess } from '../../../../../app/route-guards';
import { DecideRequest } from '../../../../../features/factoring/approve/components/decide-request';

const roles = ['AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/aprobar/aprobar/$idLoad')({
  staticData: { title: 'Aprobar solicitud', description: 'Confirme la aprobación de la carga', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: AprobarSolicitudRoute,
});

function AprobarSolicitudRoute() {
  const { idLoad } = Route.useParams();
  return <DecideRequest key={idLoad} rawId={idLoad} decision="approve" />;
}
