import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../../api/endpoint';
import { requireAccess } from '../../../../../app/route-guards';
import { HistoryDetail } from '../../../../../features/factoring/history/components/history-detail';

const roles = ['DEUDOR', 'AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/historica/detalle/$idLoad')({
  staticData: { title: 'Detalle de carga histórica', description: 'Facturas de la carga', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: DetalleDeCargaHistoricaRoute,
});

function DetalleDeCargaHistoricaRoute() {
  const { idLoad } = Route.useParams();
  return <HistoryDetail key={idLoad} rawId={idLoad} />;
}
