import type { Role } from '@contract/endpoint';

/**
 * The factoring screens, written once: the sidebar, the /factoring overview and each screen's
 * route read them from here, so a screen's roles, resource and texts cannot drift apart.
 */
export interface FactoringScreen {
  readonly path: string;
  /** The page's header title (SPEC's route table), also the title of its overview card. */
  readonly title: string;
  /** The page's header description. */
  readonly description: string;
  /** What the overview card says the screen is for. */
  readonly summary: string;
  /** SPEC's sidebar item, which may name the screen otherwise ('Factorajes históricos'). */
  readonly menuLabel: string;
  /** The factoring permission resource that shows the screen in the sidebar and the overview. */
  readonly resource: string;
  /** Roles, any one of which opens the screen and every page under its path. */
  readonly roles: readonly Role[];
}

/** Every factoring role: the /factoring overview opens to any of them. */
export const factoringRoles = ['DEUDOR', 'AUTORIZADOR', 'PROVEEDOR'] as const satisfies readonly Role[];

/** In the order the sidebar and the overview list them. */
export const factoringScreens = {
  import: {
    path: '/factoring/importar',
    title: 'Importar facturas',
    description: 'Cargue y procese su archivo de Excel con facturas',
    summary: 'Cargue hasta 500 facturas desde un archivo de Excel.',
    menuLabel: 'Importar facturas',
    resource: 'ImportInvoices',
    roles: ['DEUDOR'],
  },
  approve: {
    path: '/factoring/aprobar',
    title: 'Aprobar facturas',
    description: 'Solicitudes pendientes de aprobación',
    summary: 'Revise las cargas pendientes y apruébelas o recházelas.',
    menuLabel: 'Aprobar facturas',
    resource: 'ApproveInvoices',
    roles: ['AUTORIZADOR'],
  },
  request: {
    path: '/factoring/descontar',
    title: 'Solicitar factoraje',
    description: 'Facturas disponibles para pago anticipado',
    summary: 'Elija facturas disponibles y solicite su pago anticipado.',
    menuLabel: 'Solicitar factoraje',
    resource: 'RequestFactoring',
    roles: ['PROVEEDOR'],
  },
  history: {
    path: '/factoring/historica',
    title: 'Carga histórica',
    description: 'Historial de cargas de facturas',
    summary: 'Consulte las cargas de facturas y su estado.',
    menuLabel: 'Carga histórica',
    resource: 'LoadHistory',
    roles: ['DEUDOR', 'AUTORIZADOR'],
  },
  disbursements: {
    path: '/factoring/desembolsos',
    title: 'Desembolsos históricos',
    description: 'Desembolsos de factoraje realizados',
    summary: 'Concilie los desembolsos y sus operaciones.',
    menuLabel: 'Factorajes históricos',
    resource: 'FactoringHistory',
    roles: factoringRoles,
  },
} as const satisfies Record<string, FactoringScreen>;

export type FactoringScreenPath = (typeof factoringScreens)[keyof typeof factoringScreens]['path'];

export const factoringScreenList: readonly (FactoringScreen & { readonly path: FactoringScreenPath })[] =
  Object.values(factoringScreens);
