import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../api/endpoint';
import { requireAccess } from '../../../../app/route-guards';
import { loadErrorComponent } from '../../../../components/route-load-error';
import { historicalDisbursementsQuery } from '../../../../features/factoring/disbursements/api/historical-disbursements';
import { DisbursementsList } from '../../../../features/factoring/disbursements/components/disbursements-list';
import { disbursementMessages } from '../../../../features/factoring/disbursements/messages';

const roles = ['DEUDOR', 'PROVEEDOR', 'AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/desembolsos/')({
  staticData: { title: 'Desembolsos históricos', description: 'Desembolsos de factoraje realizados', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  loader: ({ context }) => context.queryClient.query(historicalDisbursementsQuery()),
  errorComponent: loadErrorComponent({ title: disbursementMessages.listLoadFailed }),
  component: DisbursementsList,
});
