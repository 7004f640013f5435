import type { APIRequestContext, Page, Response } from '@playwright/test';
import { factoringApiAs, money, sumCents, type LoadSummary } from './support/factoring-api';
import { expect, expectAccessible, test } from './support/fixtures';
import { LoginPage } from './support/login-page';
import { screenshot } from './support/screenshots';

interface PendingLoad extends LoadSummary {
  readonly debtor: string;
  readonly totalInvoices: number;
  readonly totalAmountNIO: number;
  readonly totalAmountUSD: number;
  readonly decidedBy?: string;
}

const tablet = { width: 768, height: 1024 };
const desktop = { width: 1280, height: 800 };

/** Every answer to an UpdateLoadStatus the page sent: its idempotency key and whether a fault replaced it. */
function recordDecisions(page: Page): { readonly key: string | undefined; readonly faulty: boolean }[] {
  const answers: { key: string | undefined; faulty: boolean }[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().endsWith('/UpdateLoadStatus')) return;
    answers.push({
      key: request.headers()['idempotency-key'],
      faulty: response.headers()['x-sandbox-fault'] !== undefined,
    });
  });
  return answers;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

test('the authoriser approves two loads and rejects one in bulk; a failed approval is retried with its own key', async ({
  page,
  request,
  sandbox,
}) => {
  const authoriser = await factoringApiAs(request, 'autorizador');
  const pending = await authoriser.get<PendingLoad[]>('GetFactoringRequests');
  const [first, second, third] = [510, 511, 513].map((id) => pending.find((load) => load.idLoad === id));
  if (!first || !second || !third) throw new Error('la semilla no tiene las cargas pendientes 510, 511 y 513');
  const sent = recordDecisions(page);

  await new LoginPage(page).seedSession('autorizador');
  await page.goto('/factoring/aprobar');
  // The header sums what the API says is pending.
  await expect(page.getByTestId('pending-loads')).toHaveText(
    `${plural(pending.length, 'carga pendiente', 'cargas pendientes')} · ${pending.reduce((n, load) => n + load.totalInvoices, 0)} facturas`,
  );
  await expect(page.getByTestId('pending-total-nio')).toHaveText(
    money(sumCents(pending.map((load) => load.totalAmountNIO)), 'NIO'),
  );
  await expect(page.getByTestId('pending-total-usd')).toHaveText(
    money(sumCents(pending.map((load) => load.totalAmountUSD)), 'USD'),
  );

  // One by click, one from the keyboard.
  await page.getByRole('checkbox', { name: 'Seleccionar carga #510' }).check();
  await page.getByRole('checkbox', { name: 'Seleccionar carga #511' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Seleccionar carga #511' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Cargas seleccionadas' })).toContainText('2 cargas seleccionadas');

  // The first decision to reach the server is decided there, but its answer arrives broken.
  await sandbox.setFaults([{ kind: 'bad-contract', match: 'UpdateLoadStatus$', times: 1, when: 'after' }]);
  await page.getByRole('button', { name: 'Aprobar seleccionadas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprobar 2 cargas' });
  const loads = dialog.getByRole('list', { name: 'Cargas de esta decisión' });
  // In the list's order (newest first), each with its invoices and totals.
  await expect(loads.getByRole('listitem')).toHaveText(
    [second, first].map(
      (load) =>
        `Carga #${load.idLoad} · ${load.debtor} ${plural(load.totalInvoices, 'factura', 'facturas')} · ` +
        `${money(load.totalAmountNIO, 'NIO')} · ${money(load.totalAmountUSD, 'USD')}`,
    ),
  );
  await expect(dialog).toContainText(money(sumCents([first.totalAmountNIO, second.totalAmountNIO]), 'NIO'));
  await dialog.getByLabel('Comentario (opcional)').fill('Revisadas en comité de crédito.');
  await dialog.getByRole('button', { name: 'Aprobar 2 cargas' }).click();

  const outcome = dialog.getByRole('status');
  await expect(outcome).toHaveText(
    'Se registraron 1 de 2 decisiones. 1 carga falló: puede reintentarlas sin riesgo de decidir dos veces.',
  );
  await expect(loads.getByText('Aprobada')).toHaveCount(1);
  await expect(loads.getByText('No se registró')).toHaveCount(1);
  await expectAccessible(page, 'resultado de la aprobación en bloque');
  await screenshot(page, 'bulk-approve-result-partial');
  expect(sent.map((answer) => answer.faulty).sort()).toEqual([false, true]);
  expect(new Set(sent.map((answer) => answer.key)).size).toBe(2);
  const failedKey = sent.find((answer) => answer.faulty)?.key;

  await dialog.getByRole('button', { name: 'Reintentar fallidas' }).click();
  await expect(outcome).toHaveText('Se registraron las 2 decisiones.');
  await expect(loads.getByText('Aprobada')).toHaveCount(2);
  // Only the failed load went again, with the key it was first sent with.
  expect(sent).toHaveLength(3);
  expect(sent[2]).toEqual({ key: failedKey, faulty: false });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('checkbox', { name: 'Seleccionar carga #513' }).check();
  await page.getByRole('button', { name: 'Rechazar seleccionadas' }).click();
  const reject = page.getByRole('dialog', { name: 'Rechazar 1 carga' });
  await reject.getByRole('button', { name: 'Rechazar 1 carga' }).click();
  await expect(reject.getByText('Indique el motivo del rechazo.')).toBeVisible();
  await expectAccessible(page, 'confirmación del rechazo en bloque');
  await page.setViewportSize(tablet);
  await expectAccessible(page, 'confirmación del rechazo en bloque, tableta');
  await screenshot(page, 'tablet-bulk-reject-confirm');
  await page.setViewportSize(desktop);
  await reject.getByLabel('Motivo del rechazo').fill('Faltan las órdenes de compra.');
  await reject.getByRole('button', { name: 'Rechazar 1 carga' }).click();
  await expect(reject.getByRole('status')).toHaveText('Se registró la decisión.');
  await reject.getByRole('button', { name: 'Cerrar' }).click();

  // The sandbox holds the right decisions, each made once, with who decided.
  const history = await authoriser.get<PendingLoad[]>('HistoryLoads');
  const decided = [510, 511, 513].map((id) => history.find((load) => load.idLoad === id));
  expect(decided.map((load) => [load?.status, load?.reason, load?.decidedBy])).toEqual([
    ['APROBADA', 'Revisadas en comité de crédito.', 'Carlos Andrés Chamorro Solórzano'],
    ['APROBADA', 'Revisadas en comité de crédito.', 'Carlos Andrés Chamorro Solórzano'],
    ['RECHAZADA', 'Faltan las órdenes de compra.', 'Carlos Andrés Chamorro Solórzano'],
  ]);
  const stillPending = await authoriser.get<PendingLoad[]>('GetFactoringRequests');
  expect(stillPending.map((load) => load.idLoad).sort()).toEqual(
    pending
      .map((load) => load.idLoad)
      .filter((id) => ![510, 511, 513].includes(id))
      .sort(),
  );
  await expect(page.getByTestId('pending-loads')).toContainText(
    plural(stillPending.length, 'carga pendiente', 'cargas pendientes'),
  );

  // The approval's comment is a comment, not a reason, where the decision is shown.
  await page.goto('/factoring/historica/detalle/510');
  const facts = page.getByRole('region', { name: 'Carga #510' });
  await expect(facts.getByRole('term')).toContainText(['Fecha de decisión', 'Decidida por', 'Comentario']);
  await expect(facts.getByRole('definition')).toContainText([
    'Carlos Andrés Chamorro Solórzano',
    'Revisadas en comité de crédito.',
  ]);
  await expect(facts.getByRole('term').filter({ hasText: 'Motivo' })).toHaveCount(0);
});

interface AvailableInvoiceDue {
  readonly dueDate: string;
  readonly amountNIO: number;
  readonly amountUSD: number;
}

/** Days from Managua's today to a yyyy-mm-dd date, computed here apart from the app's own rule. */
function daysFromManaguaToday(isoDate: string): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Managua' }).format(new Date());
  return Math.round((Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

type CardExpectation = { readonly card: string; readonly headline: string; readonly figures: readonly string[] };

const dashboards: Record<
  'deudor' | 'autorizador' | 'proveedor',
  (request: APIRequestContext) => Promise<CardExpectation[]>
> = {
  deudor: async (request) => {
    const loads = await (await factoringApiAs(request, 'deudor')).get<PendingLoad[]>('HistoryLoads');
    const pending = loads.filter((load) => load.status === 'PENDIENTE');
    return [
      { card: 'Importaciones sin enviar', headline: 'Ninguna importación sin enviar', figures: [] },
      {
        card: 'Cargas en espera de decisión',
        headline: plural(pending.length, 'carga pendiente', 'cargas pendientes'),
        figures: [
          String(pending.reduce((count, load) => count + load.totalInvoices, 0)),
          money(sumCents(pending.map((load) => load.totalAmountNIO)), 'NIO'),
          money(sumCents(pending.map((load) => load.totalAmountUSD)), 'USD'),
        ],
      },
    ];
  },
  autorizador: async (request) => {
    const pending = await (await factoringApiAs(request, 'autorizador')).get<PendingLoad[]>('GetFactoringRequests');
    return [
      {
        card: 'Solicitudes por aprobar',
        headline: plural(pending.length, 'carga pendiente', 'cargas pendientes'),
        figures: [
          String(pending.reduce((count, load) => count + load.totalInvoices, 0)),
          money(sumCents(pending.map((load) => load.totalAmountNIO)), 'NIO'),
          money(sumCents(pending.map((load) => load.totalAmountUSD)), 'USD'),
        ],
      },
    ];
  },
  proveedor: async (request) => {
    const invoices = await (
      await factoringApiAs(request, 'proveedor')
    ).get<AvailableInvoiceDue[]>('GetAvailableInvoicesByProvider');
    const dueSoon = invoices.filter((invoice) => {
      const days = daysFromManaguaToday(invoice.dueDate);
      return days >= 0 && days <= 7;
    });
    // The seed, counted from today, always has some invoices due within the week.
    expect(dueSoon.length).toBeGreaterThan(0);
    return [
      {
        card: 'Facturas para factoraje',
        headline: plural(invoices.length, 'factura disponible', 'facturas disponibles'),
        figures: [
          money(sumCents(invoices.map((invoice) => invoice.amountNIO)), 'NIO'),
          money(sumCents(invoices.map((invoice) => invoice.amountUSD)), 'USD'),
          String(dueSoon.length),
        ],
      },
    ];
  },
};

for (const [user, expected] of Object.entries(dashboards) as [
  keyof typeof dashboards,
  (typeof dashboards)[keyof typeof dashboards],
][]) {
  test(`the ${user}'s dashboard shows its pending work with the API's figures`, async ({ page, request }) => {
    const cards = await expected(request);
    await new LoginPage(page).signInAs(user);
    const work = page.getByRole('region', { name: 'Su trabajo pendiente' });
    await expect(work.getByRole('article')).toHaveCount(cards.length);
    for (const { card, headline, figures } of cards) {
      const article = work.getByRole('article', { name: card });
      await expect(article.getByRole('heading', { level: 3 })).toHaveText(card);
      await expect(article.getByText(headline, { exact: true })).toBeVisible();
      await expect(article.getByRole('definition')).toHaveText([...figures]);
      await expect(article.getByRole('link')).toBeVisible();
    }
    await screenshot(page, `desktop-dashboard-${user}`);
    await page.setViewportSize(tablet);
    await screenshot(page, `tablet-dashboard-${user}`);
  });
}
