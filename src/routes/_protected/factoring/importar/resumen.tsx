import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../api/endpoint';
import { requireAccess } from '../../../../app/route-guards';
import { PendingFeature } from '../../../../components/pending-feature';

const roles = ['DEUDOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/importar/resumen')({
  staticData: { title: 'Resumen de importación', description: 'Revise las facturas antes de enviarlas', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: ResumenDeImportacionRoute,
});

function ResumenDeImportacionRoute() {
  return <PendingFeature title="Resumen de importación" />;
}
