import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../api/endpoint';
import { requireAccess } from '../../../../app/route-guards';
import { PendingFeature } from '../../../../components/pending-feature';

const roles = ['AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/aprobar/')({
  staticData: { title: 'Aprobar facturas', description: 'Solicitudes pendientes de aprobación', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: AprobarFacturasRoute,
});

function AprobarFacturasRoute() {
  return <PendingFeature title="Aprobar facturas" />;
}
