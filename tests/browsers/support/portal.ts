import type { Tab } from './engine';
import { locationMatching, noneShown, shownText } from './page-queries';
import { demoPassword, demoUsers, type DemoUser } from './sandbox';

/** An XPath string literal (the portal's Spanish texts have no double quotes). */
const literal = (text: string) => (text.includes("'") ? `"${text}"` : `'${text}'`);

/** The portal's screens as XPath, by what a person reads on them. */
export const xpath = {
  button: (name: string) => `//button[normalize-space()=${literal(name)} or @aria-label=${literal(name)}]`,
  field: (label: string) => `//input[@id=//label[normalize-space()=${literal(label)}]/@for]`,
  heading: (text: string) => `//*[self::h1 or self::h2][contains(normalize-space(), ${literal(text)})]`,
  table: (caption: string) => `//table[caption[normalize-space()=${literal(caption)}]]`,
  link: (text: string) => `//a[normalize-space()=${literal(text)}]`,
  /** An element whose own text (not its children's) contains `text`. */
  text: (text: string) => `//*[text()[contains(normalize-space(), ${literal(text)})]]`,
  status: (text: string) => `//*[@role='status'][contains(normalize-space(), ${literal(text)})]`,
  dialog: "//*[self::dialog or @role='dialog' or @role='alertdialog']",
  menuItem: (name: string) => `//*[@role='menuitem'][normalize-space()=${literal(name)}]`,
  fileInput: "//input[@type='file']",
  userMenu: "//button[contains(@aria-label, 'Menú de usuario')]",
  totalInvoices: "//*[@data-testid='total-invoices']",
};

/** Waits until `tab`'s path and query match `pattern`, and returns them. */
export function waitForPath(tab: Tab, pattern: RegExp): Promise<string> {
  return tab.waitFor(`la dirección ${pattern.source}`, locationMatching, pattern.source);
}

/** Waits until the XPath shows an element, and returns its text. */
export async function waitForShown(tab: Tab, what: string, path: string): Promise<string> {
  return (await tab.waitFor(what, shownText, path)).text;
}

/** Signs in through the login form, as a person does, and waits for the dashboard. */
export async function signIn(tab: Tab, user: DemoUser): Promise<void> {
  await tab.goto('/auth/login');
  // The form painted before any script runs is replaced by the live one: type into the live one.
  await tab.waitFor('el formulario de inicio de sesión', () => document.getElementById('prerendered-login') === null);
  await tab.type(xpath.field('Correo electrónico'), demoUsers[user]);
  await tab.type(xpath.field('Contraseña'), demoPassword);
  await tab.click(xpath.button('Ingresar'));
  await waitForShown(tab, 'la bienvenida del panel', xpath.heading('¡Bienvenido'));
  await waitForPath(tab, /^\/$/);
}

/** 'Cerrar sesión' from the user menu, then the login page. */
export async function signOut(tab: Tab): Promise<void> {
  await tab.click(xpath.userMenu);
  await tab.click(xpath.menuItem('Cerrar sesión'));
  await waitForPath(tab, /^\/auth\/login$/);
}

/**
 * Chooses a spreadsheet on 'Importar facturas' and waits for its review, with its draft stored on
 * the device; returns the review's address, which names the draft.
 */
export async function importFile(tab: Tab, file: string, invoices: number): Promise<string> {
  await tab.goto('/factoring/importar');
  await waitForShown(tab, 'la página de importación', xpath.heading('Cargar archivo de facturas'));
  await tab.upload(xpath.fileInput, file);
  const review = await waitForPath(tab, /^\/factoring\/importar\/resumen\?borrador=/);
  await expectTotal(tab, invoices);
  await savedOnDevice(tab);
  return review;
}

/** The review's invoice count, once it is `invoices`. */
export async function expectTotal(tab: Tab, invoices: number): Promise<void> {
  await tab.waitFor(
    `el resumen con ${invoices} facturas`,
    (path: string, count: string) => {
      const node = document.evaluate(path, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
      return node?.textContent?.trim() === count;
    },
    xpath.totalInvoices,
    String(invoices),
  );
}

/**
 * The review says its draft is written to IndexedDB. Until then a reload would abort the write,
 * as it would for a debtor, and the page asks before it goes.
 */
export async function savedOnDevice(tab: Tab): Promise<void> {
  await waitForShown(tab, 'el borrador guardado', xpath.text('Guardado en este dispositivo'));
}

/** 'Enviar facturas', 'Confirmar y enviar', and the load id the server answers with. */
export async function sendReview(tab: Tab): Promise<number> {
  await tab.click(xpath.button('Enviar facturas'));
  await tab.click(`${xpath.dialog}${xpath.button('Confirmar y enviar')}`);
  const receipt = await waitForShown(tab, 'el comprobante de envío', xpath.text('El servidor registró la carga n.º'));
  return Number(/n\.º (\d+)/.exec(receipt)?.[1]);
}

/** As the authoriser: the load is pending, is approved from its page, and leaves the pending list. */
export async function approve(tab: Tab, idLoad: number): Promise<void> {
  const pending = `${xpath.table('Solicitudes pendientes de aprobación')}${xpath.link(`#${idLoad}`)}`;
  await tab.goto('/factoring/aprobar');
  await waitForShown(tab, `la carga #${idLoad} pendiente`, pending);
  await tab.goto(`/factoring/aprobar/aprobar/${idLoad}`);
  await tab.click(xpath.button(`Aprobar carga #${idLoad}`));
  await waitForShown(tab, 'la aprobación', xpath.status(`La carga #${idLoad} fue aprobada.`));
  await waitForShown(tab, 'la lista de pendientes', xpath.table('Solicitudes pendientes de aprobación'));
  await tab.waitFor(`la carga #${idLoad} fuera de la lista`, noneShown, pending);
}
