import { Link, createFileRoute } from '@tanstack/react-router';
import { hasAnyRole, hasPermission } from '@/lib/access';
import { factoringScreenList } from '@/lib/factoring-screens';
import { Alert } from '@/components/ui/alert';
import '@/components/page-layout.css';

export const Route = createFileRoute('/_protected/factoring/')({
  staticData: { title: 'Factoraje', description: 'Acciones de factoraje disponibles para usted' },
  component: FactoringOverview,
});

/**
 * The factoring overview: what this user may do in factoring, each linking to its screen. A screen
 * shows when the user holds one of its roles and the permission its menu item needs.
 */
function FactoringOverview() {
  const { access } = Route.useRouteContext();
  const allowed = factoringScreenList.filter(
    (screen) => hasAnyRole(access, screen.roles) && hasPermission(access, `factoring:${screen.resource}`),
  );
  if (allowed.length === 0) {
    return (
      <Alert tone="info" live="none">
        Su usuario no tiene acciones de factoraje habilitadas. Si las necesita, contacte a su administrador.
      </Alert>
    );
  }
  return (
    <ul className="action-grid">
      {allowed.map((screen) => (
        <li key={screen.path}>
          <Link to={screen.path} className="card action-card">
            <h2 className="action-card__title">{screen.title}</h2>
            <p>{screen.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
