import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '@/app/route-guards';
import { factoringScreens } from '@/lib/factoring-screens';

/** Approving loads: the screen's roles, checked once for the list, the detail and both decisions. */
export const Route = createFileRoute('/_protected/factoring/aprobar')({
  beforeLoad: requireRoles(factoringScreens.approve.roles),
  component: Outlet,
});
