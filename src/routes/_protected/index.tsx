import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../../features/shell/components/dashboard';

export const Route = createFileRoute('/_protected/')({
  staticData: { title: 'Inicio', description: 'Su panel de control' },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { access } = Route.useRouteContext();
  return <Dashboard user={access.user} />;
}
