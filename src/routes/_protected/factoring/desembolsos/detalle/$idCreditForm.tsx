import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../../../api/endpoint';
import { requireAccess } from '../../../../../app/route-guards';
import {
  DisbursementDetail,
  MissingCreditFormId,
} from '../../../../../features/factoring/disbursements/components/disbursement-detail';
import { disbursementMessages } from '../../../../../features/factoring/disbursements/messages';
import { parseCreditFormId } from '../../../../../features/factoring/disbursements/summary';

const roles = ['DEUDOR', 'PROVEEDOR', 'AUTORIZADOR'] satisfies Role[];

/** DESIGN decision 6: /factoring/desembolsos/detalle/{idCreditForm}. */
export const Route = createFileRoute('/_protected/factoring/desembolsos/detalle/$idCreditForm')({
  staticData: {
    title: 'Detalle de Desembolso',
    titleOf: ({ idCreditForm }) => {
      const id = parseCreditFormId(idCreditForm);
      return id === null ? 'Detalle de Desembolso' : disbursementMessages.detailTitle(id);
    },
    description: 'Operaciones del desembolso',
    roles,
  },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: DetalleDeDesembolsoRoute,
});

function DetalleDeDesembolsoRoute() {
  const id = parseCreditFormId(Route.useParams().idCreditForm);
  // A new id is a new page: no state of the previous disbursement carries over.
  return id === null ? <MissingCreditFormId /> : <DisbursementDetail key={id} idCreditForm={id} />;
}
