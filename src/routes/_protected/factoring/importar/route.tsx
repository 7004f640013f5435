import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '@/app/route-guards';
import { factoringScreens } from '@/lib/factoring-screens';

/** The import and its summary: the screen's roles, checked once for every page under it. */
export const Route = createFileRoute('/_protected/factoring/importar')({
  beforeLoad: requireRoles(factoringScreens.import.roles),
  component: Outlet,
});
