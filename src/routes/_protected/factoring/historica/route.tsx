import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '@/app/route-guards';
import { factoringScreens } from '@/lib/factoring-screens';

/** The load history: the screen's roles, checked once for the list and each load's detail. */
export const Route = createFileRoute('/_protected/factoring/historica')({
  beforeLoad: requireRoles(factoringScreens.history.roles),
  component: Outlet,
});
