import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { clearDownloads, downloaded } from './support/downloads';
import type { BrowserSession, Engine, Tab } from './support/engine';
import { sessionToken } from './support/page-queries';
import {
  approve,
  expectTotal,
  importFile,
  savedOnDevice,
  sendReview,
  signIn,
  signOut,
  waitForPath,
  waitForShown,
  xpath,
} from './support/portal';
import { startSandbox, type Sandbox } from './support/sandbox';

interface Spreadsheet {
  readonly name: string;
  readonly path: string;
  readonly invoices: number;
}

/** Spreadsheets LibreOffice wrote, the same the import engine's tests read. */
const fixture = (name: string, invoices: number): Spreadsheet => ({
  name,
  path: fileURLToPath(new URL(`../fixtures/real-writers/${name}`, import.meta.url)),
  invoices,
});
const libreOfficeXlsx = fixture('libreoffice.xlsx', 37);
const libreOfficeXls = fixture('libreoffice-97.xls', 41);

const screenshots = fileURLToPath(new URL('../../test-results/browsers/', import.meta.url));

interface LoadSummary {
  readonly idLoad: number;
  readonly status: string;
  readonly totalInvoices: number;
}

/** A screenshot of every tab of the session, for a failed flow; returns where they are. */
async function screenshotTabs(session: BrowserSession, label: string): Promise<string[]> {
  mkdirSync(screenshots, { recursive: true });
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80);
  return Promise.all(
    session.tabs().map(async (tab, index) => {
      const path = `${screenshots}${slug}-${index + 1}.png`;
      return tab.screenshot(path).then(
        () => path,
        () => `(sin captura de la pestaña ${index + 1})`,
      );
    }),
  );
}

/**
 * As the debtor: imports the file, reloads the page on its review and finds the same draft, read
 * back from IndexedDB, then sends it; returns the load id the server gave it.
 */
async function importReloadAndSend(tab: Tab, file: Spreadsheet): Promise<number> {
  const review = await importFile(tab, file.path, file.invoices);
  await tab.reload();
  expect(await waitForPath(tab, /^\/factoring\/importar\/resumen\?borrador=/)).toBe(review);
  await waitForShown(tab, 'el nombre del archivo en el resumen', xpath.text(file.name));
  await expectTotal(tab, file.invoices);
  await savedOnDevice(tab);
  return sendReview(tab);
}

/**
 * The smoke flows of one engine: each role's main path, on one browser process and one sandbox of
 * the engine's own, reset before every flow.
 */
export function smokeFlows(engineName: string, port: number, launch: (origin: string) => Promise<Engine>): void {
  // Started by the first flow rather than in a hook: a browser that cannot start then fails every
  // flow, counted as failed, where a failed hook would leave them skipped.
  let started: Promise<{ sandbox: Sandbox; engine: Engine }> | undefined;
  const start = async () => {
    const sandbox = await startSandbox(port);
    try {
      const launchedAt = performance.now();
      const engine = await launch(sandbox.url);
      console.info(`${engine.version}: arrancó en ${Math.round(performance.now() - launchedAt)} ms`);
      return { sandbox, engine };
    } catch (error) {
      await sandbox.stop();
      throw error;
    }
  };

  afterAll(async () => {
    const running = await started?.catch(() => undefined);
    // The sandbox stops even when the browser's clean-up fails, so no later run finds its port taken.
    try {
      await running?.engine.quit();
    } finally {
      await running?.sandbox.stop();
    }
  });

  /** A flow on a fresh session; a failure leaves a screenshot of every tab and says where. */
  function flow(name: string, body: (session: BrowserSession, sandbox: Sandbox, engine: Engine) => Promise<void>) {
    it(name, async () => {
      started ??= start();
      const { sandbox, engine } = await started;
      await sandbox.reset();
      const session = await engine.session();
      let failure: Error | null = null;
      try {
        await body(session, sandbox, engine);
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        const taken = await screenshotTabs(session, `${engineName}-${name}`);
        failure.message += `\nCapturas: ${taken.join(', ')}`;
      }
      try {
        await session.close();
      } catch (error) {
        // The flow's own failure says more than the clean-up that followed it.
        if (failure === null) throw error;
        console.error(`${engineName}: no se pudo cerrar la sesión tras la falla`, error);
      }
      if (failure !== null) throw failure;
    });
  }

  flow(
    'signs in with the form; a second tab shares the session, and a logout in one tab signs both out',
    async (session) => {
      const { tab } = session;
      await signIn(tab, 'autorizador');
      // The second tab asks the first for the session: no login page, no second sign-in.
      const second = await session.openTab('/factoring/historica');
      await waitForShown(second, 'la carga histórica en la segunda pestaña', xpath.table('Cargas de facturas'));
      expect(await waitForPath(second, /^\/factoring\/historica$/)).toBe('/factoring/historica');
      const token = await tab.evaluate(sessionToken);
      expect(token).not.toBeNull();
      expect(await second.evaluate(sessionToken)).toBe(token);

      await signOut(tab);
      await waitForPath(second, /^\/auth\/login$/);
      expect(await second.evaluate(sessionToken)).toBeNull();
    },
  );

  flow(
    "the debtor's .xlsx keeps its draft across a reload and is sent; the authoriser approves it",
    async (session, sandbox) => {
      const { tab } = session;
      await signIn(tab, 'deudor');
      const idLoad = await importReloadAndSend(tab, libreOfficeXlsx);
      await signOut(tab);

      await signIn(tab, 'autorizador');
      await approve(tab, idLoad);
      const loads = await sandbox.factoring<LoadSummary[]>('deudor', 'HistoryLoads');
      expect(loads.find((load) => load.idLoad === idLoad)).toMatchObject({
        status: 'APROBADA',
        totalInvoices: libreOfficeXlsx.invoices,
      });
    },
  );

  flow("the debtor's .xls keeps its draft across a reload and is sent for approval", async (session, sandbox) => {
    const { tab } = session;
    await signIn(tab, 'deudor');
    const idLoad = await importReloadAndSend(tab, libreOfficeXls);
    const pending = await sandbox.factoring<LoadSummary[]>('autorizador', 'GetFactoringRequests');
    expect(pending.find((load) => load.idLoad === idLoad)).toMatchObject({ totalInvoices: libreOfficeXls.invoices });
  });

  flow(
    "'Exportar a Excel' on the load history downloads a real .xlsx with every load",
    async (session, sandbox, engine) => {
      const { tab } = session;
      clearDownloads(engine.downloads);
      await signIn(tab, 'deudor');
      await tab.goto('/factoring/historica');
      await waitForShown(tab, 'las cargas', `${xpath.table('Cargas de facturas')}//tbody/tr`);
      await tab.click(xpath.button('Exportar a Excel'));
      const exported = await waitForShown(tab, 'el aviso de la exportación', xpath.text('Se exportaron'));
      const rows = Number(/Se exportaron (\d+) filas/.exec(exported)?.[1]);

      const file = await downloaded(engine.downloads, /^carga-historica-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = read(readFileSync(file), { type: 'buffer' });
      expect(workbook.SheetNames).toEqual(['Carga histórica']);
      const sheet = workbook.Sheets['Carga histórica'];
      if (!sheet) throw new Error('el libro no tiene la hoja «Carga histórica»');
      const [header, ...body] = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
      expect(header?.[0]).toBe('Carga');
      const loads = await sandbox.factoring<LoadSummary[]>('deudor', 'HistoryLoads');
      expect(rows).toBe(loads.length);
      expect(new Set(body.slice(0, rows).map((row) => row[0]))).toEqual(new Set(loads.map((load) => load.idLoad)));
      // After the loads, one totals row per currency.
      expect(body.slice(rows).map((row) => row[0])).toEqual(['Total NIO', 'Total USD']);
    },
  );
}
