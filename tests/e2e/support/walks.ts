import type { Page } from '@playwright/test';
import { factoringApiAs, type Disbursement, type LoadSummary } from './factoring-api';
import { expect, expectAccessible, type DemoUser } from './fixtures';
import { invoiceRows, withCells } from '../../fixtures/spreadsheets';
import { ImportScreens, invoiceFile } from './import-page';
import { expectKeyCellsInView, keyLists, pageOverflow, type KeyList } from './list-widths';
import { openPath } from './router';
import { screenshot } from './screenshots';
import { checkTableLayout, exportMatchesScreen, regionOf, tableCheckOf } from './table-layout';
import { inlineSentenceLinks, smallTouchTargets } from './touch-targets';

/**
 * The one list of the portal's screens, walked by walks.spec.ts at every size: each step is
 * checked with axe, on tablets for touch-sized controls and every table's layout, everywhere for
 * sideways scroll and, on the main lists, for their key cells in view; the steps that have a
 * `picture` are the README's screenshots.
 */

export interface Viewport {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** A touch screen: controls of at least 44 × 44 px and every table's key columns in view. */
  readonly tablet: boolean;
  /** The prefix of the README pictures taken at this size; sizes without one take none. */
  readonly picture?: 'escritorio' | 'tableta' | 'telefono';
}

export const viewports: readonly Viewport[] = [
  { name: '1280x800', width: 1280, height: 800, tablet: false, picture: 'escritorio' },
  { name: '1024x768', width: 1024, height: 768, tablet: true },
  { name: '768x1024', width: 768, height: 1024, tablet: true, picture: 'tableta' },
  // On a phone the tables that do not fit become cards.
  { name: '390x844', width: 390, height: 844, tablet: false, picture: 'telefono' },
];

/** One screen, or one state of the screen before it (a dialog, a menu, an error). */
export interface Step {
  /** How failure messages name it. */
  readonly name: string;
  /**
   * A path to open as the app's links do (see `openPath`), or what to do on the current page. A
   * function that returns false changed nothing worth checking again at this size (e.g. no folded
   * row to open on a desktop); a step about a cold load says so with its own `page.goto`.
   */
  readonly open: string | ((page: Page, viewport: Viewport) => Promise<unknown>);
  /** What it must show before it is checked. */
  readonly ready?: (page: Page) => Promise<void>;
  /** On tablets, every table on it is checked: key columns and row actions in view, the row detail. */
  readonly tables?: boolean;
  /** A main list: at every size its first row shows these key cells and its action, in view. */
  readonly keyCells?: KeyList;
  /** The name of its README picture: `<size>-<role>-<picture>.png`. */
  readonly picture?: string;
  /** Only at these sizes. */
  readonly only?: (viewport: Viewport) => boolean;
  /** Undoes what `open` did, once it is checked (e.g. Escape on a menu). */
  readonly close?: (page: Page) => Promise<void>;
}

const pageTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });
const titled = (title: string | RegExp) => async (page: Page) => {
  await expect(pageTitle(page)).toHaveText(title);
};
const heading = (name: string | RegExp, level?: number) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level })).toBeVisible();
};
const firstLinkIn = (table: string) => async (page: Page) => {
  await expect(
    page
      .getByRole('table', { name: table })
      .getByRole('link', { name: /^#\d+$/ })
      .first(),
  ).toBeVisible();
};
const tablets = (viewport: Viewport) => viewport.tablet;
const keyList = (name: string): KeyList => {
  const found = keyLists.find((list) => list.name === name);
  if (!found) throw new Error(`no hay lista clave '${name}'`);
  return found;
};
const escape = async (page: Page) => page.keyboard.press('Escape');

/** Where the table folded columns (a tablet, a phone), the first row's detail opens. */
const firstRowOpen: Step = {
  name: 'primera fila abierta',
  async open(page) {
    const toggle = page
      .getByRole('main')
      .getByRole('button', { name: /^Más datos: / })
      .first();
    if ((await toggle.count()) === 0) return false;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return true;
  },
};

/**
 * Links inside sentences exempt from the 44 px size (WCAG 2.5.8's inline exception), by text. None
 * today: every link on the main screens is a finger-sized target. A new one must be listed here.
 */
const inlineLinkExceptions: readonly string[] = [];

/** Nothing on the page is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText(/^Cargando\.\.\.$/)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // A check still running (the review's look for invoices already in other loads) shows a spinner.
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
}

/** axe everywhere; no sideways scroll; on tablets, touch-sized controls and every table's layout. */
async function checkStep(page: Page, step: Step, viewport: Viewport, label: string): Promise<void> {
  await expectAccessible(page, label);
  expect.soft(await pageOverflow(page), `desborde horizontal de la página en ${label}`).toBeLessThanOrEqual(0);
  if (step.keyCells) await expectKeyCellsInView(page, step.keyCells, label);
  if (!viewport.tablet) return;
  expect.soft(await smallTouchTargets(page), `controles de menos de 44 px en ${label}`).toEqual([]);
  // The only controls let off the 44 px rule: links inside a sentence, and only those listed above.
  for (const link of await inlineSentenceLinks(page))
    expect.soft(inlineLinkExceptions, `enlace dentro de una frase en ${label}`).toContain(link);
  if (!step.tables) return;
  // Every data table sits in a region that is labelled and reachable by Tab (see table-layout.ts).
  const tables = page.locator('main table');
  const count = await tables.count();
  expect(count, `tablas en ${label}`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const region = regionOf(tables.nth(index));
    await expect(region, `región de la tabla ${index + 1} en ${label}`).toHaveAttribute('tabindex', '0');
    const name = (await region.getAttribute('aria-label')) ?? '';
    expect(name, `nombre de la región de la tabla ${index + 1} en ${label}`).toMatch(/\S/);
    await checkTableLayout(page, tableCheckOf(name), label);
  }
}

/** Walks `steps` in the signed-in (or public) page, checking each and taking its picture. */
export async function walk(
  page: Page,
  steps: readonly Step[],
  viewport: Viewport,
  label: string,
  /** The picture's file name, or null for a walk that takes none. */
  pictureOf: ((name: string) => string) | null,
): Promise<void> {
  for (const step of steps) {
    if (step.only && !step.only(viewport)) continue;
    const where = `${label}: ${step.name}`;
    let changed: unknown = true;
    if (typeof step.open === 'string') await openPath(page, step.open);
    else changed = await step.open(page, viewport);
    await step.ready?.(page);
    await settled(page);
    // The picture comes first: the checks scroll, focus, and open and close rows.
    if (step.picture && pictureOf) {
      // A failed call shows a Spanish error with 'Reintentar': not a picture for the README.
      await expect(page.getByRole('button', { name: 'Reintentar', exact: true })).toHaveCount(0);
      // A tablet's table checks use the keyboard, after which the browser rings whatever has focus.
      await page.evaluate(() => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      });
      await screenshot(page, pictureOf(step.picture));
    }
    if (changed !== false) await checkStep(page, step, viewport, where);
    await step.close?.(page);
  }
}

/** The sandbox's test-only view of a recovery in progress (registered image, last code sent). */
async function testApi(
  page: Page,
  what: 'recovery-image' | 'otp',
  username: string,
  field: 'label' | 'code',
): Promise<string> {
  const response = await page.request.get(`/api/__test__/${what}?username=${encodeURIComponent(username)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Record<string, string>)[field] ?? '';
}

const stepHeading = (name: string) => heading(name, 2);
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' }).click();

/** Login, the whole recovery flow, and the fallback pages, without a session. */
export function publicSteps(): Step[] {
  const username = 'proveedor@demo.ni';
  return [
    { name: '/auth/login', open: '/auth/login', ready: heading('Iniciar sesión', 1), picture: 'login' },
    {
      name: '/auth/login con error',
      async open(page) {
        await page.getByLabel('Correo electrónico').fill('deudor@demo.ni');
        await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
        await page.getByRole('button', { name: 'Ingresar' }).click();
      },
      ready: async (page) => expect(page.getByRole('alert')).toBeVisible(),
    },
    {
      name: '/recovery/username',
      open: async (page) => page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click(),
      ready: stepHeading('Ingrese su usuario'),
    },
    {
      name: '/recovery/image-verification',
      async open(page) {
        await page.getByLabel('Correo electrónico').fill(username);
        await continueButton(page);
      },
      async ready(page) {
        await stepHeading('Verifique su imagen de seguridad')(page);
        await expect(page.getByRole('group', { name: 'Imágenes de verificación' }).getByRole('radio')).toHaveCount(6);
      },
    },
    {
      name: '/recovery/otp-validation',
      async open(page) {
        await page.getByRole('radio', { name: await testApi(page, 'recovery-image', username, 'label') }).check();
        await continueButton(page);
      },
      ready: stepHeading('Ingrese el código de verificación'),
    },
    {
      name: '/recovery/update-credentials con error',
      async open(page) {
        await page.getByLabel('Código de 6 dígitos').fill(await testApi(page, 'otp', username, 'code'));
        await page.getByRole('button', { name: 'Verificar' }).click();
        await stepHeading('Cree su nueva contraseña')(page);
        await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      },
      ready: async (page) => expect(page.getByRole('alert').first()).toBeVisible(),
    },
    {
      name: '/recovery/completed',
      async open(page) {
        await page.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave2026!');
        await page.getByLabel('Confirmar nueva contraseña').fill('NuevaClave2026!');
        await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      },
      ready: stepHeading('Contraseña actualizada'),
    },
    {
      name: 'enlace directo a un paso de recuperación',
      // A link from outside loads the app: the recovery in memory is gone, which is what this shows.
      open: (page) => page.goto('/recovery/otp-validation'),
      ready: async (page) =>
        expect(page.getByRole('alert')).toHaveText('Sesión expirada. Por favor, comience de nuevo.'),
    },
    ...(
      [
        ['/401', 'Unauthorized'],
        ['/401?reason=role', 'Unauthorized', 'No tienes el rol necesario para acceder a esta página.'],
        ['/401?reason=permission', 'Unauthorized', 'No tienes los permisos necesarios para acceder a esta página.'],
        ['/404', 'Page Not Found'],
        ['/error', 'An error occurred while loading the page.'],
        ['/una/ruta/que/no/existe', 'Page Not Found'],
        ['/auth/no-existe', 'Page Not Found'],
      ] as const
    ).map(([path, title, text]: readonly [string, string, string?]): Step => ({
      name: path,
      open: path,
      async ready(page) {
        await heading(title, 1)(page);
        if (text) await expect(page.getByText(text)).toBeVisible();
      },
    })),
  ];
}

/** The dashboard with its tour, user menu, offline banner and sidebar, and /factoring. */
function shellSteps(): Step[] {
  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
  const sidebarWidth = (page: Page) => expect.poll(async () => (await sidebar(page).boundingBox())?.width);
  return [
    // Signing in lands on the dashboard.
    { name: '/', open: async () => {}, ready: titled('Inicio'), picture: 'inicio' },
    {
      name: 'recorrido abierto',
      open: async (page) => page.getByRole('button', { name: /recorrido/ }).click(),
      ready: async (page) =>
        expect(
          page
            .getByRole('dialog', { name: 'Recorrido por el panel' })
            .getByRole('heading', { name: 'Bienvenido al Dashboard' }),
        ).toBeVisible(),
      async close(page) {
        await escape(page);
        await expect(page.getByRole('dialog', { name: 'Recorrido por el panel' })).toHaveCount(0);
      },
    },
    {
      name: 'menú de usuario abierto',
      open: async (page) => page.getByRole('button', { name: /Menú de usuario/ }).click(),
      ready: async (page) => expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible(),
      close: escape,
    },
    {
      name: 'sin conexión',
      open: async (page) => page.context().setOffline(true),
      ready: async (page) => expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible(),
      close: async (page) => page.context().setOffline(false),
    },
    {
      // On a tablet the sidebar collapses by itself to 64 px, storing nothing, and opens over the content.
      name: 'menú lateral abierto',
      only: tablets,
      async open(page) {
        await sidebarWidth(page).toBe(64);
        expect(await page.evaluate(() => localStorage.getItem('sidebar_collapsed'))).toBeNull();
        await sidebar(page).getByRole('button', { name: 'Expandir menú' }).click();
      },
      ready: async (page) => sidebarWidth(page).toBe(256),
      async close(page) {
        await escape(page);
        await sidebarWidth(page).toBe(64);
      },
    },
    {
      name: '/factoring',
      open: '/factoring',
      ready: async (page) => expect(page.locator('main').getByRole('link').first()).toBeVisible(),
    },
  ];
}

/** The README pictures a role's walk takes of a pair of list and detail screens. */
interface Pictures {
  readonly list?: string;
  readonly detail?: string;
}

function historySteps(idLoad: number, pictures: Pictures = {}): Step[] {
  return [
    {
      name: '/factoring/historica',
      open: '/factoring/historica',
      ready: firstLinkIn('Cargas de facturas'),
      tables: true,
      keyCells: keyList('Carga histórica'),
    },
    { ...firstRowOpen, picture: pictures.list },
    {
      name: 'detalle de carga histórica',
      open: `/factoring/historica/detalle/${idLoad}`,
      ready: async (page) => expect(page.getByRole('table', { name: `Facturas de la carga #${idLoad}` })).toBeVisible(),
      tables: true,
      picture: pictures.detail,
    },
    {
      name: 'carga histórica inexistente',
      open: '/factoring/historica/detalle/99999',
      ready: async (page) => expect(page.getByRole('alert')).toContainText('History load with ID 99999 not found'),
    },
  ];
}

function disbursementSteps(idCreditForm: number, pictures: Pictures = {}): Step[] {
  return [
    {
      name: '/factoring/desembolsos',
      open: '/factoring/desembolsos',
      ready: firstLinkIn('Desembolsos históricos'),
      tables: true,
      keyCells: keyList('Desembolsos'),
      picture: pictures.list,
    },
    {
      name: 'detalle de desembolso',
      open: `/factoring/desembolsos/detalle/${idCreditForm}`,
      ready: async (page) =>
        expect(page.getByRole('table', { name: `Operaciones del desembolso #${idCreditForm}` })).toBeVisible(),
      tables: true,
    },
    { ...firstRowOpen, picture: pictures.detail },
    {
      name: 'detalle de desembolso sin id',
      open: '/factoring/desembolsos/detalle',
      ready: async (page) =>
        expect(page.getByRole('alert')).toContainText('ID de formulario de crédito no proporcionado'),
    },
  ];
}

/** A route the role may not open is refused; a path that is no route is not found. */
function refusedAndMissing(refusedPath: string): Step[] {
  return [
    {
      name: `${refusedPath} sin el rol`,
      open: refusedPath,
      async ready(page) {
        await expect(page).toHaveURL(/\/401\?reason=role/);
        await heading('Unauthorized')(page);
      },
    },
    { name: 'ruta inexistente con sesión', open: '/no-existe', ready: heading('Page Not Found') },
    { name: 'ruta de factoraje inexistente', open: '/factoring/no-existe', ready: heading('Page Not Found') },
  ];
}

function importSteps(): Step[] {
  const importPage = (page: Page) => new ImportScreens(page);
  return [
    {
      name: '/factoring/importar',
      open: '/factoring/importar',
      async ready(page) {
        await heading('Cargar archivo de facturas')(page);
        await expect(
          page.getByRole('table', { name: 'Últimas cargas enviadas al servidor' }).locator('tbody a').first(),
        ).toBeVisible();
      },
      tables: true,
      picture: 'importar',
    },
    {
      // A file the import refuses: the message state.
      name: 'archivo rechazado',
      open: async (page) =>
        importPage(page)
          .fileInput()
          .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una hoja') }),
      ready: async (page) => expect(page.getByRole('alert').first()).toBeVisible(),
    },
    {
      // The review of a fresh import, long enough to page, with two rows to fix (a due date that is
      // no date, a missing provider id): what the debtor checks before sending.
      name: '/factoring/importar/resumen con borrador',
      open: async (page) =>
        importPage(page).upload(
          invoiceFile(
            withCells(invoiceRows(30), [
              [2, 3, 'mañana'],
              [7, 0, null],
            ]),
            'facturas-noviembre.xlsx',
          ),
        ),
      async ready(page) {
        await titled('Resumen de importación')(page);
        await expect(page.getByText('2 errores, 0 advertencias')).toBeVisible();
      },
      tables: true,
      picture: 'importar-resumen',
    },
    {
      name: 'solo filas con errores',
      open: async (page) => page.getByLabel('Mostrar solo filas con errores').check(),
      ready: async (page) =>
        expect(page.getByRole('table', { name: 'Detalle de facturas' }).locator('tbody tr')).toHaveCount(2),
    },
    {
      name: '/factoring/importar con borrador',
      open: '/factoring/importar',
      ready: async (page) => expect(importPage(page).drafts()).toBeVisible(),
    },
  ];
}

/** Each role's walk: every route it can reach and the states that matter on them. */
export const walksOf: Record<DemoUser, (page: Page) => Promise<Step[]>> = {
  async deudor(page) {
    const api = await factoringApiAs(page.request, 'deudor');
    const [load] = await api.get<LoadSummary[]>('HistoryLoads');
    const [disbursement] = await api.get<Disbursement[]>('HistoricalDisbursements');
    if (!load || !disbursement) throw new Error('el sandbox no tiene cargas o desembolsos del deudor');
    return [
      ...shellSteps(),
      ...importSteps(),
      {
        name: '/factoring/importar/resumen sin borrador',
        open: '/factoring/importar/resumen',
        ready: titled('Resumen de importación'),
      },
      ...historySteps(load.idLoad, { list: 'historica', detail: 'historica-detalle' }),
      ...disbursementSteps(disbursement.idCreditForm, { list: 'desembolsos', detail: 'desembolsos-detalle' }),
      ...refusedAndMissing('/factoring/aprobar'),
    ];
  },
  async autorizador(page) {
    const api = await factoringApiAs(page.request, 'autorizador');
    const [pending] = await api.get<LoadSummary[]>('GetFactoringRequests');
    const [decided] = (await api.get<LoadSummary[]>('HistoryLoads')).filter((load) => load.status !== 'PENDIENTE');
    const disbursements = await api.get<Disbursement[]>('HistoricalDisbursements');
    // The widest disbursement (both currencies): its export is read back against the screen.
    const [widest] = [...disbursements].sort((a, b) => b.qty - a.qty);
    if (!pending || !decided || !widest) throw new Error('el sandbox no tiene datos del autorizador');
    const id = pending.idLoad;
    const actions = (p: Page) => p.getByRole('button', { name: `Acciones de la carga #${id}` });
    return [
      ...shellSteps(),
      {
        name: '/factoring/aprobar',
        open: '/factoring/aprobar',
        ready: async (p) => expect(actions(p)).toBeVisible(),
        tables: true,
        keyCells: keyList('Aprobar facturas'),
        picture: 'aprobar',
      },
      {
        name: 'menú de acciones de una fila',
        open: async (p) => actions(p).click(),
        ready: async (p) => expect(p.getByRole('menuitem', { name: 'Ver detalle' })).toBeVisible(),
        close: escape,
      },
      {
        name: 'detalle de solicitud',
        open: `/factoring/aprobar/detalle/${id}`,
        ready: async (p) =>
          expect(p.getByRole('table', { name: `Totales por proveedor de la carga #${id}` })).toBeVisible(),
        tables: true,
        picture: 'aprobar-detalle',
      },
      {
        name: 'aprobar solicitud',
        open: `/factoring/aprobar/aprobar/${id}`,
        ready: async (p) => expect(p.getByRole('button', { name: `Aprobar carga #${id}` })).toBeVisible(),
      },
      {
        name: 'rechazar solicitud',
        open: `/factoring/aprobar/rechazar/${id}`,
        ready: async (p) => expect(p.getByRole('button', { name: `Rechazar carga #${id}` })).toBeVisible(),
        picture: 'aprobar-rechazar',
      },
      {
        // The reason is required: the validation message state.
        name: 'rechazo sin motivo',
        open: async (p) => p.getByRole('button', { name: `Rechazar carga #${id}` }).click(),
        ready: async (p) => expect(p.getByText('Indique el motivo del rechazo.')).toBeVisible(),
      },
      {
        name: 'solicitud inexistente',
        open: '/factoring/aprobar/detalle/99999',
        ready: async (p) => expect(p.getByRole('alert')).toContainText('Factoring request not found'),
      },
      ...historySteps(decided.idLoad, { list: 'historica' }),
      ...disbursementSteps(widest.idCreditForm, { list: 'desembolsos' }),
      {
        name: 'exportación del detalle de desembolso',
        only: tablets,
        async open(p) {
          await exportMatchesScreen(p, widest.idCreditForm);
          return false;
        },
      },
      ...refusedAndMissing('/factoring/importar'),
    ];
  },
  async proveedor(page) {
    const api = await factoringApiAs(page.request, 'proveedor');
    const [disbursement] = await api.get<Disbursement[]>('HistoricalDisbursements');
    if (!disbursement) throw new Error('el sandbox no tiene desembolsos del proveedor');
    const table = (p: Page) => p.getByRole('table', { name: 'Facturas disponibles para factoraje' });
    return [
      ...shellSteps(),
      {
        name: '/factoring/descontar',
        open: '/factoring/descontar',
        ready: async (p) => expect(table(p).getByRole('checkbox').nth(1)).toBeVisible(),
        tables: true,
        keyCells: keyList('Solicitar factoraje'),
        picture: 'descontar',
      },
      {
        name: 'facturas seleccionadas',
        async open(p) {
          await table(p).getByRole('checkbox').nth(1).check();
          await table(p).getByRole('checkbox').nth(2).check();
        },
        ready: async (p) => expect(p.getByTestId('selection-count')).toHaveText('2 facturas seleccionadas'),
      },
      {
        name: 'confirmación de la solicitud',
        open: async (p) => p.getByRole('button', { name: 'Solicitar factoraje' }).click(),
        ready: async (p) => expect(p.getByRole('dialog', { name: 'Confirmar solicitud de factoraje' })).toBeVisible(),
        close: escape,
      },
      ...disbursementSteps(disbursement.idCreditForm, { list: 'desembolsos', detail: 'desembolsos-detalle' }),
      ...refusedAndMissing('/factoring/historica'),
    ];
  },
  async multi(page) {
    const api = await factoringApiAs(page.request, 'multi');
    const [load] = await api.get<LoadSummary[]>('HistoryLoads');
    const [disbursement] = await api.get<Disbursement[]>('HistoricalDisbursements');
    if (!load || !disbursement) throw new Error('el sandbox no tiene datos del usuario con varios productos');
    return [
      ...shellSteps(),
      { name: '/zu', open: '/zu', ready: titled('Zü') },
      { name: '/productos/card-marca', open: '/productos/card-marca', ready: titled('Card Marca') },
      {
        name: '/productos/tarjeta-empresarial',
        open: '/productos/tarjeta-empresarial',
        ready: titled('Tarjeta Empresarial'),
      },
      { name: 'producto que no tiene', open: '/productos/no-existe', ready: heading('Page Not Found') },
      // The same import screens as the debtor's (their states are checked there): the routes only.
      { name: '/factoring/importar', open: '/factoring/importar', ready: titled('Importar facturas') },
      {
        name: '/factoring/importar/resumen',
        open: '/factoring/importar/resumen',
        ready: titled('Resumen de importación'),
      },
      ...historySteps(load.idLoad),
      ...disbursementSteps(disbursement.idCreditForm),
      ...refusedAndMissing('/factoring/descontar'),
    ];
  },
};
