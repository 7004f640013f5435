import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-load-error';
import { parsePositiveId } from '@/lib/positive-id';
import { historyLoadsQuery } from '@/features/factoring/history/api/history-loads';
import { HistoryDetail, HistoryLoadNotFound } from '@/features/factoring/history/components/history-detail';
import { historyMessages } from '@/features/factoring/history/messages';
import { prefetchInvoicesByLoad } from '@/features/factoring/shared/api/invoices-by-load';

export const Route = createFileRoute('/_protected/factoring/historica/detalle/$idLoad')({
  staticData: { title: 'Detalle de carga histórica', description: 'Facturas de la carga' },
  // The load's invoices are asked for together with the list that says whether the load is ours.
  loader: async ({ context: { queryClient }, params }) => {
    const idLoad = parsePositiveId(params.idLoad);
    if (idLoad === null) throw notFound();
    const [loads] = await Promise.all([
      queryClient.query(historyLoadsQuery()),
      prefetchInvoicesByLoad(queryClient, idLoad),
    ]);
    if (!loads.some((load) => load.idLoad === idLoad)) throw notFound();
    return idLoad;
  },
  errorComponent: loadErrorComponent({ title: historyMessages.loadFailed }),
  notFoundComponent: NotFound,
  component: DetalleDeCargaHistoricaRoute,
});

function NotFound() {
  return <HistoryLoadNotFound id={Route.useParams().idLoad} />;
}

function DetalleDeCargaHistoricaRoute() {
  const idLoad = Route.useLoaderData();
  return <HistoryDetail key={idLoad} idLoad={idLoad} />;
}
