import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../../api/endpoint';
import { requireAccess } from '../../../../../app/route-guards';
import { PendingFeature } from '../../../../../components/pending-feature';

const roles = ['DEUDOR', 'PROVEEDOR', 'AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/desembolsos/detalle/$idCreditForm')({
  staticData: { title: 'Detalle de Desembolso', description: 'Operaciones del desembolso', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: DetalleDeDesembolsoRoute,
});

function DetalleDeDesembolsoRoute() {
  return <PendingFeature title="Detalle de Desembolso" />;
}
