import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../api/endpoint';
import { requireAccess } from '../../../../app/route-guards';
import { PendingFeature } from '../../../../components/pending-feature';

const roles = ['DEUDOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/importar/')({
  staticData: { title: 'Importar facturas', description: 'Cargue y procese su archivo de Excel con facturas', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: ImportarFacturasRoute,
});

function ImportarFacturasRoute() {
  return <PendingFeature title="Importar facturas" />;
}
