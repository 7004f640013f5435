import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const nextBuildName = 'dist-next';
export const nextVersion = '251024.2-next';

const mtime = (path: string) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/**
 * A second production build of the same sources with another version tag, beside dist/, for the
 * sandbox to "deploy" mid-test. Rebuilt whenever dist/ is newer (a fresh CI run always is).
 */
export function ensureNextBuild(): void {
  const current = mtime(`${root}dist/index.html`);
  if (current === 0) throw new Error('Falta dist/: ejecute «npx vite build» antes de las pruebas e2e.');
  if (mtime(`${root}${nextBuildName}/index.html`) > current) return;
  execFileSync(
    process.execPath,
    [`${root}node_modules/vite/bin/vite.js`, 'build', '--outDir', nextBuildName, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env: { ...process.env, VITE_APP_VERSION: nextVersion },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
