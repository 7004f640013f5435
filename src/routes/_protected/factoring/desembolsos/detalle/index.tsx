import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../../api/endpoint';
import { requireAccess } from '../../../../../app/route-guards';
import { MissingCreditFormId } from '../../../../../features/factoring/disbursements/components/disbursement-detail';

const roles = ['DEUDOR', 'PROVEEDOR', 'AUTORIZADOR'] satisfies Role[];

/** The detail path without its idCreditForm: the missing-id message, not a 404. */
export const Route = createFileRoute('/_protected/factoring/desembolsos/detalle/')({
  staticData: { title: 'Detalle de Desembolso', description: 'Operaciones del desembolso', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: MissingCreditFormId,
});
