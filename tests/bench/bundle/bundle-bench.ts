import type { BenchRow } from '../report';
import { kilobytes } from '../report';
import { spread } from '../stats';
import { BUDGETS } from './budgets';
import { readBundleReport } from './read-dist';

/** Sizes are deterministic: one run, so median, min and max are the same figure. */
function once(bytes: number) {
  return spread([kilobytes(bytes)]);
}

function row(id: string, label: string, bytes: number, note?: string, budget?: number): BenchRow {
  return {
    id,
    section: 'Paquete (gzip)',
    label,
    unit: 'kB',
    measured: once(bytes),
    ...(note === undefined ? {} : { note }),
    ...(budget === undefined ? {} : { target: { text: `≤ ${kilobytes(budget).toFixed(0)} kB`, met: bytes <= budget } }),
  };
}

/** The bundle rows: what the login page loads, what the dashboard adds, the worker, the largest chunk. */
export function benchBundle(distDirectory: string): BenchRow[] {
  const report = readBundleReport(distDirectory);
  const largest = [...report.beforeImport].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  const files = (count: number) => `${count} archivo${count === 1 ? '' : 's'}`;
  return [
    row(
      'bundle-login-js',
      'Inicio de sesión: JavaScript inicial',
      report.login.jsGzipBytes,
      files(report.login.js.length),
      BUDGETS.loginJsGzipBytes,
    ),
    row('bundle-login-css', 'Inicio de sesión: CSS', report.login.cssGzipBytes, files(report.login.css.length)),
    row(
      'bundle-dashboard-js',
      'Panel: JavaScript que añade',
      report.dashboardAdds.jsGzipBytes,
      files(report.dashboardAdds.js.length),
    ),
    row(
      'bundle-dashboard-css',
      'Panel: CSS que añade',
      report.dashboardAdds.cssGzipBytes,
      files(report.dashboardAdds.css.length),
    ),
    row(
      'bundle-worker',
      'Worker de importación (SheetJS)',
      report.worker.jsGzipBytes,
      report.worker.js.map((entry) => entry.file).join(', '),
    ),
    row(
      'bundle-largest-before-import',
      'Mayor archivo cargado antes de la importación',
      largest?.gzipBytes ?? 0,
      largest?.file,
      BUDGETS.chunkBeforeImportGzipBytes,
    ),
  ];
}
