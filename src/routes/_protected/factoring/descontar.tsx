import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../api/endpoint';
import { requireAccess } from '../../../app/route-guards';
import { RequestFactoring } from '../../../features/factoring/request/components/request-factoring';

const roles = ['PROVEEDOR'] satisfies Role[];

export const Route = createFileRoute('/_protected/factoring/descontar')({
  staticData: { title: 'Solicitar factoraje', description: 'Facturas disponibles para pago anticipado', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: RequestFactoring,
});
