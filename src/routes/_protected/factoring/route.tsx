import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '@/app/route-guards';
import { factoringRoles } from '@/lib/factoring-screens';

/** Factoring: only its roles open any page under /factoring; each screen's folder narrows them. */
export const Route = createFileRoute('/_protected/factoring')({
  beforeLoad: requireRoles(factoringRoles),
  component: Outlet,
});
