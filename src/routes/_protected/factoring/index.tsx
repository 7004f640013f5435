import { Link, createFileRoute } from '@tanstack/react-router';
import type { Role } from '../../../api/endpoint';
import { requireAccess } from '../../../app/route-guards';
import { hasAnyRole, hasPermission } from '../../../lib/access';
import '../../../components/page-layout.css';

const roles = ['DEUDOR', 'AUTORIZADOR', 'PROVEEDOR'] satisfies Role[];

/**
 * The factoring overview: what this user may do in factoring, each linking to its screen. An action
 * shows when the user holds one of its route's roles and the permission its menu item needs.
 */
const actions = [
  {
    to: '/factoring/importar',
    title: 'Importar facturas',
    body: 'Cargue hasta 500 facturas desde un archivo de Excel.',
    roles: ['DEUDOR'],
    resource: 'ImportInvoices',
  },
  {
    to: '/factoring/aprobar',
    title: 'Aprobar facturas',
    body: 'Revise las cargas pendientes y apruébelas o recházelas.',
    roles: ['AUTORIZADOR'],
    resource: 'ApproveInvoices',
  },
  {
    to: '/factoring/descontar',
    title: 'Solicitar factoraje',
    body: 'Elija facturas disponibles y solicite su pago anticipado.',
    roles: ['PROVEEDOR'],
    resource: 'RequestFactoring',
  },
  {
    to: '/factoring/historica',
    title: 'Carga histórica',
    body: 'Consulte las cargas de facturas y su estado.',
    roles: ['DEUDOR', 'AUTORIZADOR'],
    resource: 'LoadHistory',
  },
  {
    to: '/factoring/desembolsos',
    title: 'Desembolsos históricos',
    body: 'Concilie los desembolsos y sus operaciones.',
    roles,
    resource: 'FactoringHistory',
  },
] as const;

export const Route = createFileRoute('/_protected/factoring/')({
  staticData: { title: 'Factoraje', description: 'Acciones de factoraje disponibles para usted', roles },
  beforeLoad: ({ context }) => {
    requireAccess(context.access, { roles });
  },
  component: FactoringOverview,
});

function FactoringOverview() {
  const { access } = Route.useRouteContext();
  const allowed = actions.filter(
    (action) => hasAnyRole(access, action.roles) && hasPermission(access, `factoring:${action.resource}`),
  );
  if (allowed.length === 0) {
    return (
      <p className="alert alert--info">
        Su usuario no tiene acciones de factoraje habilitadas. Si las necesita, contacte a su administrador.
      </p>
    );
  }
  return (
    <ul className="action-grid">
      {allowed.map((action) => (
        <li key={action.to}>
          <Link to={action.to} className="card action-card">
            <h2 className="action-card__title">{action.title}</h2>
            <p>{action.body}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
