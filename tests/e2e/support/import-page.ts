import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { invoiceRows, invoiceXlsx, type SheetRows } from '../../fixtures/spreadsheets';
import { apiSignIn } from './api-session';
import { LoginPage } from './login-page';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A spreadsheet the test generates, as Playwright's setInputFiles wants it. */
export function invoiceFile(rows: SheetRows | number, name = 'facturas.xlsx') {
  const data = typeof rows === 'number' ? invoiceRows(rows) : rows;
  return { name, mimeType: xlsxType, buffer: Buffer.from(invoiceXlsx(data)) };
}

/**
 * Two tabs of one context send their reviews together. Both open the confirmation before either
 * confirms: once one tab has confirmed a draft, the other rightly shows 'Enviando…' and its
 * 'Enviar facturas' can no longer be pressed. The sends are held at the network until both tabs
 * have confirmed, so whichever goes first is still sending when the other confirms, however slow
 * the machine: no race against a fixed server delay.
 */
export async function sendFromBothTabs(context: BrowserContext, first: ImportScreens, second: ImportScreens) {
  let release = () => {};
  const bothConfirmed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/api/operations/Factoring/LoadInvoices', async (route) => {
    await bothConfirmed;
    await route.continue();
  });
  await Promise.all([first.submit().click(), second.submit().click()]);
  await Promise.all([first.confirm(), second.confirm()]);
  release();
}

/** Page model of /factoring/importar and /factoring/importar/resumen. */
/** The import screen, signed in as the demo debtor with a seeded session (see `LoginPage.seedSession`). */
export async function openImportAsDebtor(page: Page): Promise<ImportScreens> {
  await new LoginPage(page).seedSession('deudor');
  const screens = new ImportScreens(page);
  await screens.open();
  return screens;
}

export class ImportScreens {
  constructor(readonly page: Page) {}

  readonly fileInput = () => this.page.getByLabel('Archivo de Excel con facturas');
  readonly drafts = () => this.page.getByRole('region', { name: 'Mis importaciones en este dispositivo' });
  readonly recent = () => this.page.getByRole('region', { name: 'Importaciones recientes' });
  readonly submit = () => this.page.getByRole('button', { name: /^(Enviar facturas|Reintentar envío|Enviando…)$/ });
  readonly confirmation = () => this.page.getByRole('dialog', { name: 'Confirmar envío' });
  readonly totalInvoices = () => this.page.getByTestId('total-invoices');
  readonly sentMessage = () => this.page.getByText(/El servidor registró la carga n\.º (\d+)/);

  async open(): Promise<void> {
    await this.page.goto('/factoring/importar');
    await expect(this.page.getByRole('heading', { name: 'Cargar archivo de facturas' })).toBeVisible();
  }

  /** Uploads a file and waits for its review screen, with the draft stored. */
  async upload(file: ReturnType<typeof invoiceFile>): Promise<void> {
    await this.fileInput().setInputFiles(file);
    await expect(this.page).toHaveURL(/\/factoring\/importar\/resumen\?borrador=/, { timeout: 15_000 });
    await expect(this.totalInvoices()).toBeVisible();
    await this.stored();
  }

  /**
   * Waits until the review has checked the draft against the debtor's loads. The grid comes first:
   * the review paints its summary, then its send panel (which says 'Comprobando…'), then the grid,
   * so before the grid is there the absence of 'Comprobando…' proves nothing.
   */
  async checked(): Promise<void> {
    await expect(this.page.getByRole('table', { name: 'Detalle de facturas' })).toBeVisible();
    await expect(this.page.getByText('Comprobando si alguna factura ya está en otra carga…')).toHaveCount(0);
  }

  /** Opens the detail of every row on the grid's page: each row's whole list of problems is there. */
  async expandRows(): Promise<void> {
    const expanders = this.page.getByRole('button', { name: /^Más datos: Fila \d+$/ });
    // Not before the grid has painted its rows: with none yet, there would be nothing to open.
    await expect(expanders.first()).toBeVisible();
    const closed = this.page.getByRole('button', { name: /^Más datos: Fila \d+$/, expanded: false });
    while ((await closed.count()) > 0) await closed.first().click();
  }

  /**
   * Waits until the review says its draft is stored. The review shows a new import, and each
   * edit, while IndexedDB is still writing it ('Guardando en este dispositivo…'); a reload in
   * those few milliseconds would abort the write, as it would for a debtor, and the page asks
   * before it goes.
   */
  async stored(): Promise<void> {
    await expect(this.page.getByText('Guardado en este dispositivo', { exact: true })).toBeVisible();
  }

  /** 'Enviar facturas', then 'Confirmar y enviar' in the confirmation it opens. */
  async send(): Promise<void> {
    await this.submit().click();
    await this.confirm();
  }

  /** 'Confirmar y enviar' in the confirmation that 'Enviar facturas' opened. */
  async confirm(): Promise<void> {
    await this.confirmation().getByRole('button', { name: 'Confirmar y enviar' }).click();
  }

  /** The load id shown once the server has answered. */
  async sentLoadId(): Promise<number> {
    await expect(this.sentMessage()).toBeVisible({ timeout: 20_000 });
    const text = (await this.sentMessage().textContent()) ?? '';
    return Number(/n\.º (\d+)/.exec(text)?.[1]);
  }
}

/** Signs in through the API (not the page) and returns a bearer token. */
export async function apiToken(
  request: APIRequestContext,
  baseURL: string,
  userName = 'deudor@demo.ni',
): Promise<string> {
  return (await apiSignIn(request, userName, baseURL)).token;
}

export interface LoadSummary {
  readonly idLoad: number;
  readonly totalInvoices: number;
}

/** Every load the debtor's company has on the sandbox (HistoryLoads), straight from the API. */
export async function loadsOnSandbox(request: APIRequestContext, baseURL: string): Promise<LoadSummary[]> {
  const token = await apiToken(request, baseURL);
  const response = await request.get(`${baseURL}/api/operations/Factoring/HistoryLoads`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as LoadSummary[];
}

/** The loads on the sandbox that are not among `before`: those the test's own submits created. */
export async function loadsCreatedSince(
  request: APIRequestContext,
  baseURL: string,
  before: readonly LoadSummary[],
): Promise<LoadSummary[]> {
  const known = new Set(before.map((load) => load.idLoad));
  return (await loadsOnSandbox(request, baseURL)).filter((load) => !known.has(load.idLoad));
}
