import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { stepTimeoutMs, type BrowserSession, type Engine, type PageFunction, type Tab } from './engine';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const viewport = { width: 1280, height: 800 };

/** Which tab of a session is in front. */
interface Front {
  page: Page | null;
}

class FirefoxTab implements Tab {
  constructor(
    private readonly page: Page,
    private readonly origin: string,
    private readonly front: Front,
  ) {
    page.setDefaultTimeout(stepTimeoutMs);
  }

  /**
   * Firefox pauses animation frames in a tab behind another, and a click waits for frames to see
   * its target hold still: the tab acted on comes to the front first, as it would for a person.
   */
  private async toFront(): Promise<void> {
    if (this.front.page === this.page) return;
    await this.page.bringToFront();
    this.front.page = this.page;
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  async evaluate<R>(fn: PageFunction<R>, ...args: string[]): Promise<Awaited<R>> {
    return this.page.evaluate(fn, ...args);
  }

  /**
   * Every wait polls with evaluate (BiDi's script.callFunction), never with puppeteer's
   * waitForFunction, locators or waitForSelector: those build their predicates with `new Function`
   * inside the page, which the portal's CSP forbids and Debian's Firefox ESR 140 enforces there.
   */
  async waitFor<R>(what: string, fn: PageFunction<R | null | undefined | false>, ...args: string[]): Promise<R> {
    const deadline = Date.now() + stepTimeoutMs;
    let lastError: unknown;
    for (;;) {
      try {
        const value = await this.page.evaluate(fn, ...args);
        if (value) return value;
      } catch (error) {
        // A navigation between two polls destroys the realm: the next poll runs in the new page.
        lastError = error;
      }
      if (Date.now() > deadline) throw new Error(`Firefox: no apareció ${what}`, { cause: lastError });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The first element the XPath finds that is shown and enabled (or any, for a hidden file input). */
  private async element(xpath: string, shown: boolean): Promise<ElementHandle<HTMLElement>> {
    const deadline = Date.now() + stepTimeoutMs;
    for (;;) {
      const handle = await this.page
        .evaluateHandle(
          (path: string, mustShow: boolean) => {
            const found = document.evaluate(path, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
            for (let index = 0; index < found.snapshotLength; index += 1) {
              const node = found.snapshotItem(index);
              if (!(node instanceof HTMLElement)) continue;
              const disabled = node instanceof HTMLButtonElement && node.disabled;
              if (!mustShow || (node.checkVisibility() && !disabled)) return node;
            }
            return null;
          },
          xpath,
          shown,
        )
        .catch(() => null); // A navigation between two polls: the next one asks the new page.
      const element = handle?.asElement();
      if (element) return element as ElementHandle<HTMLElement>;
      await handle?.dispose();
      if (Date.now() > deadline) throw new Error(`Firefox: no apareció ${xpath}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async click(xpath: string): Promise<void> {
    await this.toFront();
    await (await this.element(xpath, true)).click();
  }

  async type(xpath: string, text: string): Promise<void> {
    await this.toFront();
    const field = await this.element(xpath, true);
    await field.click();
    await field.evaluate((input) => {
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) input.select();
    });
    await this.page.keyboard.type(text);
  }

  async upload(xpath: string, path: string): Promise<void> {
    await ((await this.element(xpath, false)) as ElementHandle<HTMLInputElement>).uploadFile(path);
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }
}

class FirefoxSession implements BrowserSession {
  readonly #tabs: FirefoxTab[];

  constructor(
    private readonly context: BrowserContext,
    readonly tab: FirefoxTab,
    private readonly origin: string,
    private readonly front: Front,
  ) {
    this.#tabs = [tab];
  }

  tabs(): readonly Tab[] {
    return this.#tabs;
  }

  async openTab(path: string): Promise<Tab> {
    const page = await this.context.newPage();
    // A new tab opens in front.
    this.front.page = page;
    const tab = new FirefoxTab(page, this.origin, this.front);
    this.#tabs.push(tab);
    await tab.goto(path);
    return tab;
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/**
 * Debian's Firefox ESR over WebDriver BiDi, headless. Each flow gets a fresh browser context
 * (its own cookies, storage and service worker), so one process serves every flow.
 */
export async function launchFirefox(origin: string): Promise<Engine> {
  const downloads = mkdtempSync(join(tmpdir(), 'portal-firefox-descargas-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    protocol: 'webDriverBiDi',
    headless: true,
    defaultViewport: viewport,
    // The same zone and language as the Chromium suite: dates and amounts read the same.
    env: { ...process.env, TZ: 'America/Managua' },
    extraPrefsFirefox: {
      'intl.accept_languages': 'es-NI, es',
      'intl.locale.requested': 'es-NI',
      // Downloads go straight to the folder, without a dialog. Set by preference rather than by
      // BiDi's browser.setDownloadBehavior, which Debian's Firefox ESR 140 does not know.
      'browser.download.dir': downloads,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.helperApps.neverAsk.saveToDisk': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  });
  const version = await browser.version();
  return {
    version,
    downloads,
    async session() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const front: Front = { page };
      return new FirefoxSession(context, new FirefoxTab(page, origin, front), origin, front);
    },
    async quit() {
      await browser.close();
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}
