import type { APIRequestContext } from '@playwright/test';
import { demoUsers, type DemoUser } from './fixtures';
import { apiToken } from './import-page';

export type Role = 'DEUDOR' | 'AUTORIZADOR' | 'PROVEEDOR';

/** One screen of the portal: its path, the header title it shows, and who may open it. */
export interface PortalRoute {
  readonly path: string;
  readonly title: string;
  /** Empty: any signed-in user. */
  readonly roles: readonly Role[];
  /** Only for a user holding this product (multi@demo.ni). */
  readonly product?: string;
}

/** Real ids from the sandbox for the detail screens, as each user would reach them from a list. */
export interface RouteIds {
  readonly historyLoad: number | null;
  readonly pendingLoad: number | null;
  readonly disbursement: number | null;
}

const factoring = 'operations/Factoring/';

async function firstId(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  path: string,
  field: string,
): Promise<number | null> {
  const response = await request.get(`${baseURL}/api/${factoring}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) return null;
  const rows = (await response.json()) as Record<string, unknown>[];
  const id = rows[0]?.[field];
  return typeof id === 'number' ? id : null;
}

/** The first history load, pending request and disbursement the user can see (null where the role has none). */
export async function routeIds(request: APIRequestContext, baseURL: string, user: DemoUser): Promise<RouteIds> {
  const token = await apiToken(request, baseURL, demoUsers[user].email);
  const [historyLoad, pendingLoad, disbursement] = await Promise.all([
    firstId(request, baseURL, token, 'HistoryLoads', 'idLoad'),
    firstId(request, baseURL, token, 'GetFactoringRequests', 'idLoad'),
    firstId(request, baseURL, token, 'HistoricalDisbursements', 'idCreditForm'),
  ]);
  return { historyLoad, pendingLoad, disbursement };
}

/** Every signed-in screen (SPEC section 2), with the ids of `ids` filled in. */
export function protectedRoutes(ids: RouteIds): PortalRoute[] {
  const routes: (PortalRoute | null)[] = [
    { path: '/', title: 'Inicio', roles: [] },
    { path: '/factoring', title: 'Factoraje', roles: ['DEUDOR', 'AUTORIZADOR', 'PROVEEDOR'] },
    { path: '/factoring/importar', title: 'Importar facturas', roles: ['DEUDOR'] },
    { path: '/factoring/aprobar', title: 'Aprobar facturas', roles: ['AUTORIZADOR'] },
    ids.pendingLoad === null
      ? null
      : {
          path: `/factoring/aprobar/detalle/${ids.pendingLoad}`,
          title: 'Detalle de solicitud',
          roles: ['AUTORIZADOR'],
        },
    ids.pendingLoad === null
      ? null
      : { path: `/factoring/aprobar/aprobar/${ids.pendingLoad}`, title: 'Aprobar solicitud', roles: ['AUTORIZADOR'] },
    ids.pendingLoad === null
      ? null
      : { path: `/factoring/aprobar/rechazar/${ids.pendingLoad}`, title: 'Rechazar solicitud', roles: ['AUTORIZADOR'] },
    { path: '/factoring/descontar', title: 'Solicitar factoraje', roles: ['PROVEEDOR'] },
    { path: '/factoring/historica', title: 'Carga histórica', roles: ['DEUDOR', 'AUTORIZADOR'] },
    ids.historyLoad === null
      ? null
      : {
          path: `/factoring/historica/detalle/${ids.historyLoad}`,
          title: 'Detalle de carga histórica',
          roles: ['DEUDOR', 'AUTORIZADOR'],
        },
    { path: '/factoring/desembolsos', title: 'Desembolsos históricos', roles: ['DEUDOR', 'AUTORIZADOR', 'PROVEEDOR'] },
    // The detail path without its id: SPEC section 5's message, inside the shell.
    {
      path: '/factoring/desembolsos/detalle',
      title: 'Detalle de Desembolso',
      roles: ['DEUDOR', 'AUTORIZADOR', 'PROVEEDOR'],
    },
    ids.disbursement === null
      ? null
      : {
          path: `/factoring/desembolsos/detalle/${ids.disbursement}`,
          title: `Detalle de Desembolso #${ids.disbursement}`,
          roles: ['DEUDOR', 'AUTORIZADOR', 'PROVEEDOR'],
        },
    { path: '/zu', title: 'Zü', roles: [], product: 'Zü' },
    { path: '/productos/card-marca', title: 'Card Marca', roles: [], product: 'Card Marca' },
    { path: '/productos/tarjeta-empresarial', title: 'Tarjeta Empresarial', roles: [], product: 'Tarjeta Empresarial' },
  ];
  return routes.filter((route): route is PortalRoute => route !== null);
}

/** The routes `user` may open. */
export function routesOf(user: DemoUser, ids: RouteIds): PortalRoute[] {
  const role = demoUsers[user].role;
  return protectedRoutes(ids).filter((route) => {
    if (route.product !== undefined) return user === 'multi';
    return route.roles.length === 0 || route.roles.includes(role);
  });
}

/**
 * Screens without a session: login, the recovery steps, and the fallback pages. A later recovery
 * step opened without a recovery under way starts again at its first step.
 */
export const publicRoutes = [
  { path: '/auth/login', heading: 'Iniciar sesión' },
  { path: '/recovery', heading: 'Recuperar contraseña' },
  { path: '/recovery/username', heading: 'Recuperar contraseña' },
  { path: '/recovery/image-verification', heading: 'Recuperar contraseña' },
  { path: '/recovery/otp-validation', heading: 'Recuperar contraseña' },
  { path: '/recovery/update-credentials', heading: 'Recuperar contraseña' },
  { path: '/recovery/completed', heading: 'Recuperar contraseña' },
  { path: '/404', heading: 'Page Not Found' },
  { path: '/401', heading: 'Unauthorized' },
  { path: '/error', heading: 'An error occurred while loading the page.' },
] as const;
