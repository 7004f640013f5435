/**
 * What the smoke flows need from a browser, the same for every engine: Firefox is driven over
 * WebDriver BiDi (puppeteer-core), WebKit over classic WebDriver (selenium-webdriver).
 */

/** The longest any one step waits for what it expects, on two cores shared with the sandbox. */
export const stepTimeoutMs = 20_000;

/**
 * A function run in the page: it is sent as source, so it may use nothing from its module's
 * scope; what it needs comes as text arguments.
 */
export type PageFunction<R> = (...args: string[]) => R;

/** One tab (a top-level window) of a browser. */
export interface Tab {
  /** Opens `path` on the sandbox and waits for its document to load. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  evaluate<R>(fn: PageFunction<R>, ...args: string[]): Promise<Awaited<R>>;
  /**
   * Runs `fn` in the page until it returns something other than null, undefined or false, and
   * returns that; a document replaced meanwhile (a navigation) is simply asked again.
   */
  waitFor<R>(what: string, fn: PageFunction<R | null | undefined | false>, ...args: string[]): Promise<R>;
  /** Clicks the first shown element the XPath finds, once it is shown and enabled. */
  click(xpath: string): Promise<void>;
  /** Types into the first shown field the XPath finds, as keystrokes. */
  type(xpath: string, text: string): Promise<void>;
  /** Gives a file input (shown or not) the file at `path`, as a person choosing it would. */
  upload(xpath: string, path: string): Promise<void>;
  screenshot(path: string): Promise<void>;
}

/** The tabs of one flow, sharing one profile's storage; closed or cleared when the flow ends. */
export interface BrowserSession {
  readonly tab: Tab;
  /** A second tab of the same browser, opened at `path`. */
  openTab(path: string): Promise<Tab>;
  /** Every tab the session has open, the first first. */
  tabs(): readonly Tab[];
  close(): Promise<void>;
}

/** One browser process, reused by every flow of its engine. */
export interface Engine {
  /** Product and version, as the browser reports them. */
  readonly version: string;
  /** Where the browser saves downloads. */
  readonly downloads: string;
  session(): Promise<BrowserSession>;
  quit(): Promise<void>;
}
