import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, type WebDriver } from 'selenium-webdriver';
import type * as SeleniumRemote from 'selenium-webdriver/remote';
import type { BrowserSession, Engine, Tab } from './engine';
import { WebKitTab } from './webkit-tab';
import { startXvfb } from './xvfb';

export const webKitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** Debian keeps MiniBrowser beside the library, under the platform's multiarch folder. */
const multiarch = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? `/usr/lib/${multiarch}/webkit2gtk-4.1/MiniBrowser`;

// A CommonJS folder module, which an ES import cannot name by its folder.
const { DriverService } = createRequire(import.meta.url)('selenium-webdriver/remote') as typeof SeleniumRemote;

class WebKitSession implements BrowserSession {
  readonly #tabs: WebKitTab[];

  constructor(
    private readonly driver: WebDriver,
    readonly tab: WebKitTab,
    private readonly origin: string,
  ) {
    this.#tabs = [tab];
  }

  tabs(): readonly Tab[] {
    return this.#tabs;
  }

  async openTab(path: string): Promise<Tab> {
    // A window of its own, not a tab of MiniBrowser's one window: with tabs, MiniBrowser's UI
    // process crashed (a segfault in libwebkit2gtk) in about one run of eight, and a tab behind
    // another paints nothing for a failure's screenshot.
    await this.driver.switchTo().newWindow('window');
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
    for (const tab of this.#tabs.slice(1)) {
      await this.driver.switchTo().window(tab.handle);
      await this.driver.close();
    }
    await this.driver.switchTo().window(this.tab.handle);
    // A page of the origin that runs no app code, so no open database holds up the deletion.
    await this.driver.get(new URL('/api/__test__/health', this.origin).href);
    await this.driver.executeScript(async () => {
      sessionStorage.clear();
      localStorage.clear();
      const databases = await indexedDB.databases();
      await Promise.all(
        databases
          // Workbox's, should the service worker keep any, belong to it rather than to the flow.
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
      // Its processes can still be writing this cache while the folder is removed after quitting.
      MESA_SHADER_CACHE_DISABLE: 'true',
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
          rmSync(home, { recursive: true, force: true, maxRetries: 5 });
        }
      },
    };
  } catch (failure) {
    await service.kill();
    await xvfb.stop();
    rmSync(home, { recursive: true, force: true, maxRetries: 5 });
    throw failure;
  }
}
