import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The sources a production build is made from: a change to any of them makes dist/ stale. */
const SOURCES = ['src', 'workers', 'public', 'build', 'index.html', 'auth', 'vite.config.ts', 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

/**
 * dist/, as these tests read it: the production build itself, not a copy made for them (its size
 * budgets and chunking are what is checked). `npm test` builds before the unit tests; run alone,
 * without a build or with one older than the sources, they fail saying what to run, instead of
 * passing on nothing or judging yesterday's code.
 */
export function builtDist(): string {
  const dist = join(root, 'dist/');
  const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  if (built === 0) {
    throw new Error(
      'No hay build de producción en dist/: ejecute «npm run build» antes de estas pruebas (npm test lo hace).',
    );
  }
  const changed = Math.max(...SOURCES.map((source) => newestChange(join(root, source))));
  if (changed > built) {
    throw new Error(
      'dist/ es anterior a los últimos cambios de los fuentes: ejecute «npm run build» antes de estas pruebas.',
    );
  }
  return dist;
}
