import { createFileRoute } from '@tanstack/react-router';
import { factoringScreens } from '@/lib/factoring-screens';
import { prefetchImportWorker } from '@/lib/import-worker-prefetch';
import { ImportPage } from '@/features/factoring/import/components/import-page';

export const Route = createFileRoute('/_protected/factoring/importar/')({
  staticData: { title: factoringScreens.import.title, description: factoringScreens.import.description },
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
