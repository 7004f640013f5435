import { createFileRoute } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-load-error';
import { disbursementDetailQuery } from '@/features/factoring/disbursements/api/disbursement-detail';
import { historicalDisbursementsQuery } from '@/features/factoring/disbursements/api/historical-disbursements';
import {
  DisbursementDetail,
  MissingCreditFormId,
  disbursementLoadFailure,
} from '@/features/factoring/disbursements/components/disbursement-detail';
import { disbursementMessages } from '@/features/factoring/disbursements/messages';
import { parseCreditFormId } from '@/features/factoring/disbursements/summary';

/** The detail's path is /factoring/desembolsos/detalle/{idCreditForm}. */
export const Route = createFileRoute('/_protected/factoring/desembolsos/detalle/$idCreditForm')({
  staticData: {
    title: 'Detalle de Desembolso',
    titleOf: ({ idCreditForm }) => {
      const id = parseCreditFormId(idCreditForm);
      return id === null ? 'Detalle de Desembolso' : disbursementMessages.detailTitle(id);
    },
    description: 'Operaciones del desembolso',
  },
  // The operations and the list that names the debtor and date are asked for together.
  loader: async ({ context: { queryClient }, params }) => {
    const id = parseCreditFormId(params.idCreditForm);
    if (id === null) return null;
    await Promise.all([
      queryClient.query(disbursementDetailQuery(id)),
      queryClient.query(historicalDisbursementsQuery()),
    ]);
    return id;
  },
  errorComponent: loadErrorComponent(disbursementLoadFailure),
  component: DetalleDeDesembolsoRoute,
});

function DetalleDeDesembolsoRoute() {
  const id = Route.useLoaderData();
  // A new id is a new page: no state of the previous disbursement carries over.
  return id === null ? <MissingCreditFormId /> : <DisbursementDetail key={id} idCreditForm={id} />;
}
