import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

export const demoPassword = 'Portal2025!';

export const demoUsers = {
  deudor: { email: 'deudor@demo.ni', role: 'DEUDOR' },
  autorizador: { email: 'autorizador@demo.ni', role: 'AUTORIZADOR' },
  proveedor: { email: 'proveedor@demo.ni', role: 'PROVEEDOR' },
  multi: { email: 'multi@demo.ni', role: 'DEUDOR' },
} as const;

export type DemoUser = keyof typeof demoUsers;

interface Fixtures {
  sandbox: SandboxControl;
  /**
   * Fails the test on any Content-Security-Policy violation a page reports; the value is the list
   * of violations so far (only the guard's own test reads it).
   */
  cspGuard: string[];
}

export interface SandboxControl {
  readonly url: string;
  reset(): Promise<void>;
  setFaults(rules: readonly Record<string, unknown>[]): Promise<void>;
}

const firstPort = Number(process.env.E2E_PORT ?? 4174);

export const test = base.extend<Fixtures>({
  // One sandbox per parallel worker (see playwright.config.ts).
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${firstPort + testInfo.parallelIndex}`);
  },
  sandbox: [
    async ({ baseURL, request }, use) => {
      const url = baseURL ?? '';
      const control: SandboxControl = {
        url,
        async reset() {
          const response = await request.post(`${url}/api/__test__/reset`);
          expect(response.ok()).toBe(true);
        },
        async setFaults(rules) {
          const response = await request.post(`${url}/api/__test__/faults`, { data: { rules } });
          expect(response.ok()).toBe(true);
        },
      };
      await control.reset();
      await use(control);
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context }, use) => {
      // Reported to the test as they happen, so a violation on a page the test later left (or a
      // popup) still fails it.
      const violations: string[] = [];
      await context.exposeBinding('__portalCspViolation', ({ page }, report: string) => {
        violations.push(`${page.url()} → ${report}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __portalCspViolation?: (text: string) => Promise<void> })
            .__portalCspViolation;
          void report?.(
            `${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      // One round trip per open page lets reports still on their way arrive.
      for (const page of context.pages()) {
        if (!page.isClosed()) await page.evaluate(() => true).catch(() => false);
      }
      expect(violations, 'violaciones de la política de seguridad de contenido').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * axe-core, WCAG 2.1 A and AA: no serious or critical violations.
 * axe runs in the page itself (injected once per document through the DevTools protocol, which the
 * CSP does not apply to), without @axe-core/playwright's blank page per call: the full route matrix
 * runs hundreds of these on two shared cores.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(
    async (options) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    axeOptions,
  );
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `violaciones de accesibilidad en ${label}`).toEqual([]);
}
