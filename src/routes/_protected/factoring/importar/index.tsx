import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../api/endpoint';
import { requireAccess } from '../../../../app/route-guards';
import { prefetchImportWorker } from '../../../../lib/import-worker-prefetch';
import { ImportPage } from '../../../../features/factoring/import/components/import-page';

const roles = ['DEUDOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/importar/')({
  staticData: { title: 'Importar facturas', description: 'Cargue y procese su archivo de Excel con facturas', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  // Runs on link hover (intent preload) too: the worker is fetched before a file is chosen.
  loader: () => {
    prefetchImportWorker();
  },
  component: ImportarFacturasRoute,
});

function ImportarFacturasRoute() {
  const { access } = Route.useRouteContext();
  return <ImportPage userId={access.user.userId} />;
}
