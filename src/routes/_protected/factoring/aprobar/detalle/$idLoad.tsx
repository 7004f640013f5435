import { createFileRoute } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-load-error';
import { loadPendingRequest } from '@/features/factoring/approve/api/factoring-requests';
import { RequestDetail } from '@/features/factoring/approve/components/request-detail';
import { RequestNotFound } from '@/features/factoring/approve/components/request-not-found';
import { approveMessages } from '@/features/factoring/approve/messages';
import { prefetchInvoicesByLoad } from '@/features/factoring/shared/api/invoices-by-load';

export const Route = createFileRoute('/_protected/factoring/aprobar/detalle/$idLoad')({
  staticData: { title: 'Detalle de solicitud', description: 'Facturas de la carga y totales por proveedor' },
  // The invoices are asked for together with the list, not after it.
  loader: ({ context, params }) =>
    loadPendingRequest(context.queryClient, params.idLoad, (idLoad) =>
      prefetchInvoicesByLoad(context.queryClient, idLoad),
    ),
  errorComponent: loadErrorComponent({ title: approveMessages.loadFailed }),
  notFoundComponent: RequestNotFound,
  component: DetalleDeSolicitudRoute,
});

function DetalleDeSolicitudRoute() {
  const idLoad = Route.useLoaderData();
  return <RequestDetail key={idLoad} idLoad={idLoad} />;
}
