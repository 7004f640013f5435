// Fails fast, with the one line that fixes it, when the browser the e2e tests need is missing.
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    `Chromium no está instalado en ${chromium}. Instálelo con: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}
