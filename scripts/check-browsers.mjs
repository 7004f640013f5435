// Fails fast, with the one line that fixes it, when a browser the tests need is missing: Chromium's
// headless shell for Playwright, Firefox ESR and WebKitGTK (with Xvfb, its virtual display) for the smoke suite.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const multiarch = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const browsers = [
  {
    name: 'Chromium headless shell',
    // The full Chromium will do where the shell is missing (playwright.config.ts picks the same).
    path:
      process.env.CHROMIUM_PATH ??
      (executable('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium'),
    apt: 'chromium-headless-shell',
  },
  { name: 'Firefox ESR', path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', apt: 'firefox-esr' },
  {
    name: 'WebKitWebDriver',
    path: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
    apt: 'webkit2gtk-driver',
  },
  {
    name: 'MiniBrowser (WebKitGTK)',
    path: process.env.MINIBROWSER_PATH ?? `/usr/lib/${multiarch}/webkit2gtk-4.1/MiniBrowser`,
    apt: 'webkit2gtk-driver',
  },
  { name: 'Xvfb', command: 'Xvfb', apt: 'xvfb' },
];

const inPath = (command) => (process.env.PATH ?? '').split(delimiter).some((dir) => executable(join(dir, command)));

const missing = browsers.filter((browser) => (browser.command ? !inPath(browser.command) : !executable(browser.path)));
if (missing.length > 0) {
  for (const browser of missing) {
    console.error(`${browser.name} no está instalado${browser.path ? ` en ${browser.path}` : ''}.`);
  }
  const packages = [...new Set(missing.map((browser) => browser.apt))].join(' ');
  console.error(`Instale lo que falta con: sudo apt-get update && sudo apt-get install -y ${packages}`);
  process.exit(1);
}
