import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, error as webDriverError, until, type WebDriver, type WebElement } from 'selenium-webdriver';
import type * as SeleniumRemote from 'selenium-webdriver/remote';
import { stepTimeoutMs, type BrowserSession, type Engine, type PageFunction, type Tab } from './engine';
import { startXvfb } from './xvfb';

export const webKitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** Debian keeps MiniBrowser beside the library, under the platform's multiarch folder. */
const multiarch = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? `/usr/lib/${multiarch}/webkit2gtk-4.1/MiniBrowser`;

// A CommonJS folder module, which an ES import cannot name by its folder.
const { DriverService } = createRequire(import.meta.url)('selenium-webdriver/remote') as typeof SeleniumRemote;

const pollMs = 100;

/** What a document being replaced, or an element being re-rendered, answers for a moment. */
function transient(failure: unknown): boolean {
  return (
    failure instanceof webDriverError.StaleElementReferenceError ||
    failure instanceof webDriverError.NoSuchElementError ||
    failure instanceof webDriverError.ElementNotInteractableError ||
    failure instanceof webDriverError.ElementClickInterceptedError ||
    failure instanceof webDriverError.JavascriptError
  );
}

/**
 * Runs in the page: the element, scrolled into view, has held still for two frames and is what a
 * pointer at its centre reaches. WebKitWebDriver clicks the point it measured, so a layout that
 * moves in between (a review settling after its draft is stored) clicks whatever took its place.
 */
async function readyForPointer(element: Element): Promise<boolean> {
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const before = element.getBoundingClientRect();
  // A window behind another gets no frames: it is measured once.
  if (document.visibilityState === 'visible') {
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          resolve();
        });
      });
    });
  }
  const after = element.getBoundingClientRect();
  if (before.x !== after.x || before.y !== after.y || before.width !== after.width || before.height !== after.height)
    return false;
  const reached = document.elementFromPoint(after.x + after.width / 2, after.y + after.height / 2);
  return reached !== null && element.contains(reached);
}

/** One window of MiniBrowser; WebDriver talks to one window at a time, so each call selects its own. */
class WebKitTab implements Tab {
  constructor(
    private readonly driver: WebDriver,
    readonly handle: string,
    private readonly origin: string,
  ) {}

  private async select(): Promise<void> {
    await this.driver.switchTo().window(this.handle);
  }

  async goto(path: string): Promise<void> {
    await this.select();
    await this.driver.get(new URL(path, this.origin).href);
  }

  async reload(): Promise<void> {
    await this.select();
    await this.driver.navigate().refresh();
  }

  async evaluate<R>(fn: PageFunction<R>, ...args: string[]): Promise<Awaited<R>> {
    await this.select();
    return this.driver.executeScript<Awaited<R>>(fn, ...args);
  }

  async waitFor<R>(what: string, fn: PageFunction<R | null | undefined | false>, ...args: string[]): Promise<R> {
    await this.select();
    const found = await this.driver.wait(
      async () => {
        try {
          return (await this.driver.executeScript<R | null | undefined | false>(fn, ...args)) ?? false;
        } catch (failure) {
          if (transient(failure)) return false;
          throw failure;
        }
      },
      stepTimeoutMs,
      `WebKit: no apareció ${what}`,
      pollMs,
    );
    if (found === false) throw new Error(`WebKit: no apareció ${what}`);
    return found;
  }

  /** Acts on the first shown element the XPath finds, once there is one the action accepts. */
  private async act(xpath: string, action: (element: WebElement) => Promise<void>) {
    await this.select();
    await this.driver.wait(
      async () => {
        try {
          for (const element of await this.driver.findElements(By.xpath(xpath))) {
            if (!(await element.isDisplayed()) || !(await element.isEnabled())) continue;
            if (!(await this.driver.executeScript<boolean>(readyForPointer, element))) return false;
            await action(element);
            return true;
          }
          return false;
        } catch (failure) {
          if (transient(failure)) return false;
          throw failure;
        }
      },
      stepTimeoutMs,
      `WebKit: no se pudo usar ${xpath}`,
      pollMs,
    );
  }

  async click(xpath: string): Promise<void> {
    await this.act(xpath, (element) => element.click());
  }

  async type(xpath: string, text: string): Promise<void> {
    await this.act(xpath, (element) => element.sendKeys(text));
  }

  async upload(xpath: string, path: string): Promise<void> {
    await this.select();
    const input = await this.driver.wait(
      until.elementLocated(By.xpath(xpath)),
      stepTimeoutMs,
      `WebKit: no hay ${xpath}`,
      pollMs,
    );
    await input.sendKeys(path);
  }

  async screenshot(path: string): Promise<void> {
    await this.select();
    writeFileSync(path, await this.driver.takeScreenshot(), 'base64');
  }
}

class WebKitSession implements BrowserSession {
  readonly #tabs: WebKitTab[];

  constructor(
    private readonly driver: WebDriver,
    first: WebKitTab,
    private readonly origin: string,
  ) {
    this.#tabs = [first];
  }

  get tab(): Tab {
    return this.#tabs[0] as Tab;
  }

  tabs(): readonly Tab[] {
    return this.#tabs;
  }

  async openTab(path: string): Promise<Tab> {
    await this.driver.switchTo().newWindow('tab');
    const tab = new WebKitTab(this.driver, await this.driver.getWindowHandle(), this.origin);
    this.#tabs.push(tab);
    await tab.goto(path);
    return tab;
  }

  /**
   * One MiniBrowser serves every flow, and WebDriver gives WebKit no separate profiles: the flow's
   * extra windows close, and its origin forgets the session, the drafts and the preferences.
   */
  async close(): Promise<void> {
    const [first, ...others] = this.#tabs;
    for (const tab of others) {
      await this.driver.switchTo().window(tab.handle);
      await this.driver.close();
    }
    if (!first) return;
    await this.driver.switchTo().window(first.handle);
    // A page of the origin that runs no app code, so no open database holds up the deletion.
    await this.driver.get(new URL('/api/__test__/health', this.origin).href);
    await this.driver.executeScript(async () => {
      sessionStorage.clear();
      localStorage.clear();
      const databases = await indexedDB.databases();
      await Promise.all(
        databases
          // The service worker's own databases stay: it keeps them open, and it is not the flow's.
          .filter((database) => database.name !== undefined && !database.name.startsWith('workbox'))
          .map(
            (database) =>
              new Promise<void>((resolve, reject) => {
                const request = indexedDB.deleteDatabase(database.name ?? '');
                request.onsuccess = () => resolve();
                request.onerror = () => reject(new Error(`no se borró ${database.name ?? ''}`));
                request.onblocked = () => reject(new Error(`${database.name ?? ''} sigue abierta en otra página`));
              }),
          ),
      );
    });
    await this.driver.manage().deleteAllCookies();
  }
}

/**
 * Debian's WebKitGTK MiniBrowser through WebKitWebDriver, on a virtual display (WebKitGTK has no
 * headless mode). One MiniBrowser process serves every flow.
 */
export async function launchWebKit(origin: string): Promise<Engine> {
  const home = mkdtempSync(join(tmpdir(), 'portal-webkit-'));
  const downloads = join(home, 'descargas');
  mkdirSync(downloads);
  mkdirSync(join(home, 'config'));
  // WebKitGTK saves downloads in the XDG download folder, read from this file.
  writeFileSync(join(home, 'config', 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloads}"\n`);

  const xvfb = await startXvfb();
  const service = new DriverService.Builder(webKitDriverPath)
    .addArguments('--host=127.0.0.1')
    .setHostname('127.0.0.1')
    .setEnvironment({
      ...Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => !!entry[1])),
      DISPLAY: xvfb.display,
      // The same zone and language as the Chromium suite: dates and amounts read the same.
      TZ: 'America/Managua',
      LANGUAGE: 'es_NI:es',
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CACHE_HOME: join(home, 'cache'),
    })
    .build();
  try {
    const driver = await new Builder()
      .usingServer(await service.start())
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: miniBrowserPath,
          args: [
            '--automation',
            // Without it a page left for another keeps its IndexedDB connections open in the
            // back-forward cache, and deleting the flow's databases waits on it for ever.
            '--enable-page-cache=false',
          ],
        },
      })
      .build();
    await driver.manage().window().setRect({ width: 1280, height: 800 });
    const capabilities = await driver.getCapabilities();
    const version = `${String(capabilities.getBrowserName())}/${String(capabilities.getBrowserVersion())}`;
    const first = await driver.getWindowHandle();
    return {
      name: 'WebKit',
      version,
      downloads,
      session() {
        return Promise.resolve(new WebKitSession(driver, new WebKitTab(driver, first, origin), origin));
      },
      async quit() {
        try {
          await driver.quit();
        } finally {
          await service.kill();
          await xvfb.stop();
        }
      },
    };
  } catch (failure) {
    await service.kill();
    await xvfb.stop();
    throw failure;
  }
}
