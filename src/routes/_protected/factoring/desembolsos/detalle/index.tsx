import { createFileRoute } from '@tanstack/react-router';
import { MissingCreditFormId } from '@/features/factoring/disbursements/components/disbursement-detail';

/** The detail path without its idCreditForm: the missing-id message, not a 404. */
export const Route = createFileRoute('/_protected/factoring/desembolsos/detalle/')({
  staticData: { title: 'Detalle de Desembolso', description: 'Operaciones del desembolso' },
  component: MissingCreditFormId,
});
