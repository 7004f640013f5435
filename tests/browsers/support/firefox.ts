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

  async waitFor<R>(what: string, fn: PageFunction<R | null | undefined | false>, ...args: string[]): Promise<R> {
    try {
      const handle = await this.page.waitForFunction(fn, { timeout: stepTimeoutMs, polling: 100 }, ...args);
      return (await handle.jsonValue()) as R;
    } catch (error) {
      throw new Error(`Firefox: no apareció ${what}`, { cause: error });
    }
  }

  async click(xpath: string): Promise<void> {
    await this.toFront();
    await this.page.locator(`::-p-xpath(${xpath})`).click();
  }

  async type(xpath: string, text: string): Promise<void> {
    await this.toFront();
    await this.page.locator(`::-p-xpath(${xpath})`).fill(text);
  }

  async upload(xpath: string, path: string): Promise<void> {
    const input = await this.page.waitForSelector(`::-p-xpath(${xpath})`);
    if (!input) throw new Error(`Firefox: no hay ${xpath}`);
    await (input as ElementHandle<HTMLInputElement>).uploadFile(path);
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
    extraPrefsFirefox: { 'intl.accept_languages': 'es-NI, es', 'intl.locale.requested': 'es-NI' },
  });
  const version = await browser.version();
  return {
    version,
    downloads,
    async session() {
      const context = await browser.createBrowserContext({
        downloadBehavior: { policy: 'allow', downloadPath: downloads },
      });
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
