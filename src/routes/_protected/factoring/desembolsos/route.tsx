import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '@/app/route-guards';
import { factoringScreens } from '@/lib/factoring-screens';

/** The disbursements: the screen's roles, checked once for the list and each disbursement's detail. */
export const Route = createFileRoute('/_protected/factoring/desembolsos')({
  beforeLoad: requireRoles(factoringScreens.disbursements.roles),
  component: Outlet,
});
