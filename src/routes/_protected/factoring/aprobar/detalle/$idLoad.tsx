import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../../api/endpoint';
import { requireAccess } from '../../../../../app/route-guards';
import { RequestDetail } from '../../../../../features/factoring/approve/components/request-detail';

const roles = ['AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/aprobar/detalle/$idLoad')({
  staticData: { title: 'Detalle de solicitud', description: 'Facturas de la carga y totales por proveedor', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: DetalleDeSolicitudRoute,
});

function DetalleDeSolicitudRoute() {
  const { idLoad } = Route.useParams();
  return <RequestDetail key={idLoad} rawId={idLoad} />;
}
