import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../api/endpoint';
import { requireAccess } from '../../../../app/route-guards';
import { HistoryList } from '../../../../features/factoring/history/components/history-list';

const roles = ['DEUDOR', 'AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/historica/')({
  staticData: { title: 'Carga histórica', description: 'Historial de cargas de facturas', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: HistoryList,
});
