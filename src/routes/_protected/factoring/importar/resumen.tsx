import { createFileRoute } from '@tanstack/react-router';
import { z } from '@contract/zod';
import { SummaryPage } from '@/features/factoring/import/components/summary-page';

// The draft to review; a missing or odd value shows "not found" instead of failing the route.
const searchSchema = z.object({ borrador: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined) });

export const Route = createFileRoute('/_protected/factoring/importar/resumen')({
  staticData: { title: 'Resumen de importación', description: 'Revise las facturas antes de enviarlas' },
  validateSearch: searchSchema,
  component: ResumenDeImportacionRoute,
});

function ResumenDeImportacionRoute() {
  const { access } = Route.useRouteContext();
  const { borrador } = Route.useSearch();
  return <SummaryPage userId={access.user.userId} draftId={borrador ?? ''} />;
}
