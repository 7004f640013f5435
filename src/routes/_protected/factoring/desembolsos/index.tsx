import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../api/endpoint';
import { requireAccess } from '../../../../app/route-guards';
import { DisbursementsList } from '../../../../features/factoring/disbursements/components/disbursements-list';

const roles = ['DEUDOR', 'PROVEEDOR', 'AUTORIZADOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/desembolsos/')({
  staticData: { title: 'Desembolsos históricos', description: 'Desembolsos de factoraje realizados', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: DisbursementsList,
});
