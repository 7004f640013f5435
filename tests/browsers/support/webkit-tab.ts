import { writeFileSync } from 'node:fs';
import { By, error as webDriverError, until, type WebDriver, type WebElement } from 'selenium-webdriver';
import { stepTimeoutMs, type PageFunction, type Tab } from './engine';

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
export class WebKitTab implements Tab {
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
