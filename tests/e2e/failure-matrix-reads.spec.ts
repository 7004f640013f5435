import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { firstId } from './support/factoring-api';
import {
  armFault,
  expectNoSpinner,
  expectSpanishError,
  FAULT_REASONS,
  FAULTS,
  waitThroughRetries,
  watchCalls,
} from './support/fault-matrix';
import { expect, test, type DemoUser } from './support/fixtures';
import { LoginPage } from './support/login-page';

/**
 * Issue 8's matrix for every read the factoring screens make: each call, under each of the six
 * faults, ends in a Spanish error with a retry (never a blank screen or an endless spinner), and
 * the retry, once the API is healthy again, shows the data.
 */

interface ReadCall {
  readonly call: string;
  readonly user: DemoUser;
  /** The screen that makes the call. */
  readonly path: (request: APIRequestContext) => Promise<string>;
  /** The sandbox path (after /api/) the fault is armed on. */
  readonly match: string;
  /** Text of the error the screen shows. */
  readonly failure: string;
  /** What the screen shows once the call succeeds. */
  readonly loaded: (page: Page) => Locator;
}

const factoring = 'operations/Factoring/';

const READS: readonly ReadCall[] = [
  {
    call: 'RecentImports',
    user: 'deudor',
    path: () => Promise.resolve('/factoring/importar'),
    match: `${factoring}RecentImports`,
    failure: 'No se pudieron cargar las importaciones recientes.',
    loaded: (page) => page.getByRole('region', { name: 'Importaciones recientes' }).getByRole('table'),
  },
  {
    call: 'HistoryLoads',
    user: 'deudor',
    path: () => Promise.resolve('/factoring/historica'),
    match: `${factoring}HistoryLoads`,
    failure: 'No se pudo cargar el historial de cargas.',
    loaded: (page) => page.getByRole('table', { name: 'Cargas de facturas' }),
  },
  {
    call: 'GetFactoringRequests',
    user: 'autorizador',
    path: () => Promise.resolve('/factoring/aprobar'),
    match: `${factoring}GetFactoringRequests`,
    failure: 'No se pudieron cargar las solicitudes pendientes.',
    loaded: (page) => page.getByRole('table', { name: 'Solicitudes pendientes de aprobación' }),
  },
  {
    call: 'GetFactoringInvoicesByLoad (approve detail)',
    user: 'autorizador',
    path: async (request) =>
      `/factoring/aprobar/detalle/${await firstId(request, 'autorizador', 'GetFactoringRequests', 'idLoad')}`,
    match: `${factoring}GetFactoringInvoicesByLoad`,
    failure: 'No se pudieron cargar las facturas de la solicitud.',
    loaded: (page) => page.getByRole('table', { name: /^Facturas de la carga #\d+$/ }),
  },
  {
    call: 'GetFactoringInvoicesByLoad (history detail)',
    user: 'deudor',
    path: async (request) =>
      `/factoring/historica/detalle/${await firstId(request, 'deudor', 'HistoryLoads', 'idLoad')}`,
    match: `${factoring}GetFactoringInvoicesByLoad`,
    failure: 'No se pudieron cargar las facturas de la carga.',
    loaded: (page) => page.getByRole('table', { name: /^Facturas de la carga #\d+$/ }),
  },
  {
    call: 'GetAvailableInvoicesByProvider',
    user: 'proveedor',
    path: () => Promise.resolve('/factoring/descontar'),
    match: `${factoring}GetAvailableInvoicesByProvider`,
    failure: 'No se pudieron cargar las facturas disponibles.',
    loaded: (page) => page.getByRole('table', { name: 'Facturas disponibles para factoraje' }),
  },
  {
    call: 'HistoricalDisbursements',
    user: 'proveedor',
    path: () => Promise.resolve('/factoring/desembolsos'),
    match: `${factoring}HistoricalDisbursements$`,
    failure: 'No se pudieron cargar los desembolsos.',
    loaded: (page) => page.getByRole('table', { name: 'Desembolsos históricos' }),
  },
  {
    call: 'HistoricalDisbursementDetail',
    user: 'proveedor',
    path: async (request) =>
      `/factoring/desembolsos/detalle/${await firstId(request, 'proveedor', 'HistoricalDisbursements', 'idCreditForm')}`,
    match: `${factoring}HistoricalDisbursementDetail/`,
    failure: 'Error al cargar los detalles del desembolso',
    loaded: (page) => page.getByRole('table', { name: /^Operaciones del desembolso #\d+$/ }),
  },
];

test.describe('every factoring read under every fault', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const read of READS) {
    test(`${read.call}: a Spanish error with a retry for each fault, then the data`, async ({
      page,
      request,
      sandbox,
    }) => {
      const path = await read.path(request);
      const watch = watchCalls(page);
      await page.clock.install();
      await new LoginPage(page).signInAs(read.user);
      const retry = page.getByRole('button', { name: /^(Reintentar|Reintentando\.\.\.)$/ });
      for (const [index, fault] of FAULTS.entries()) {
        const label = `${read.call} / ${fault}`;
        await armFault(sandbox, fault, read.match);
        const since = watch.sent(read.match);
        // The first fault meets the screen as it opens; each next one meets the retry button.
        if (index === 0) await page.goto(path);
        else await retry.click();
        const error = page
          .getByRole('alert')
          .filter({ hasText: read.failure })
          .filter({ hasText: FAULT_REASONS[fault] });
        await waitThroughRetries(page, error, label, { watch, match: read.match, since, fault });
        await expect(retry, `${label}: the retry is offered again`).toHaveText('Reintentar');
        await expect(retry).toBeEnabled();
        await expectSpanishError(error, label);
        await expectNoSpinner(page, label);
        await expect(
          page.getByRole('banner').getByRole('heading', { level: 1 }),
          `${label}: the page frame stays`,
        ).toBeVisible();
      }
      await sandbox.setFaults([]);
      await retry.click();
      await expect(read.loaded(page), `${read.call}: the retry shows the data`).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: read.failure })).toBeHidden();
    });
  }
});
