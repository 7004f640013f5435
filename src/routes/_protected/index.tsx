import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { hasRole, type Access } from '@/lib/access';
import { PendingRequestsCard } from '@/features/factoring/approve/components/pending-requests-card';
import { PendingLoadsCard } from '@/features/factoring/history/components/pending-loads-card';
import { DraftsCard } from '@/features/factoring/import/components/drafts-card';
import { AvailableInvoicesCard } from '@/features/factoring/request/components/available-invoices-card';
import { Dashboard } from '@/features/shell/components/dashboard';

export const Route = createFileRoute('/_protected/')({
  staticData: { title: 'Inicio', description: 'Su panel de control' },
  component: DashboardRoute,
});

/** Each factoring role's pending work, each card from the feature that owns the screen it links to. */
function workCards(access: Access): ReactNode {
  const user = access.user;
  if (!user) return undefined;
  if (hasRole(access, 'DEUDOR'))
    return (
      <>
        <DraftsCard userId={user.userId} />
        <PendingLoadsCard />
      </>
    );
  if (hasRole(access, 'AUTORIZADOR')) return <PendingRequestsCard />;
  if (hasRole(access, 'PROVEEDOR')) return <AvailableInvoicesCard />;
  return undefined;
}

function DashboardRoute() {
  const { access } = Route.useRouteContext();
  return <Dashboard user={access.user} work={workCards(access)} />;
}
