import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { runContractCheck, type CheckResult } from '../../scripts/contract-check/check';
import { serveDuringTests } from './sandbox/served-sandbox';

const password = 'Portal2025!';
const debtor = { user: 'deudor@demo.ni', password };
const authoriser = { user: 'autorizador@demo.ni', password };
// A score of HTTP calls, each past scrypt at sign-in: seconds when other work shares the two cores.
const callsTimeout = 30_000;

async function checkAgainst(base: string, write: boolean): Promise<CheckResult & { lines: string[] }> {
  const lines: string[] = [];
  const result = await runContractCheck({
    base: `${base}/api/`,
    credentials: debtor,
    write,
    authoriser,
    print: (line) => lines.push(line),
  });
  return { ...result, lines };
}

/** The CLI as the lender runs it, in a child process: its output and exit code. */
async function runCli(base: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/contract-check.ts', '--base', `${base}/api/`, '--user', debtor.user, ...args],
      { env: { ...process.env, CONTRACT_PASSWORD: password }, timeout: 60_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: (failed.stdout ?? '') + (failed.stderr ?? '') };
  }
}

describe('npm run contract:check against the sandbox', () => {
  const served = serveDuringTests(createSandbox({ mode: 'test' }));

  it(
    'passes every read call, following ids, and the refusals that need no data',
    async () => {
      const { failed, passed, lines } = await checkAgainst(served.base, false);
      expect(failed, lines.join('\n')).toBe(0);
      expect(passed).toBeGreaterThanOrEqual(13);
      for (const call of [
        /^OK +200 authenticate POST/,
        /^OK +200 historyLoads GET/,
        /^OK +200 factoringInvoicesByLoad GET operations\/Factoring\/GetFactoringInvoicesByLoad\/\d+$/,
        /^OK +200 historicalDisbursementDetail GET operations\/Factoring\/HistoricalDisbursementDetail\/\d+$/,
        /^OK +401 me sin token/,
        /^OK +404 historicalDisbursementDetail con id desconocido/,
        /^OK +400 authenticate con cuerpo mal formado/,
      ])
        expect(
          lines.some((line) => call.test(line)),
          `${String(call)}\n${lines.join('\n')}`,
        ).toBe(true);
      expect(lines.some((line) => line.includes('LoadInvoices'))).toBe(false);
    },
    callsTimeout,
  );

  it(
    'with --write: a replay under one key, a 409 under another, and the load rejected',
    async () => {
      const { failed, lines } = await checkAgainst(served.base, true);
      expect(failed, lines.join('\n')).toBe(0);
      expect(lines.filter((line) => /^OK +201 loadInvoices/.test(line))).toHaveLength(2);
      expect(lines.some((line) => /^OK +409 loadInvoices con las mismas facturas y otra clave/.test(line))).toBe(true);
      expect(lines.some((line) => /^OK +200 updateLoadStatus/.test(line))).toBe(true);
    },
    callsTimeout,
  );

  it('exits 0 from the command line, and prints no password', async () => {
    const { code, output } = await runCli(served.base);
    expect(code, output).toBe(0);
    expect(output).not.toContain(password);
    expect(output).not.toContain(createHash('sha256').update(password).digest('hex'));
  }, 60_000);
});

describe('npm run contract:check against a sandbox whose answers drift from the contract', () => {
  const served = serveDuringTests(
    createSandbox({ mode: 'test', drift: { call: 'historyLoads', field: 'totalAmountNIO', change: 'retype' } }),
  );

  it(
    'fails that call and names the JSON path and the value received',
    async () => {
      const { failed, lines } = await checkAgainst(served.base, false);
      expect(failed).toBe(1);
      expect(lines.filter((line) => line.startsWith('FALLA'))).toEqual([
        expect.stringMatching(
          /^FALLA +200 historyLoads GET operations\/Factoring\/HistoryLoads {2}\$\[0\]\.totalAmountNIO: .+ \(recibido: "[\d.]+"\)$/,
        ),
      ]);
    },
    callsTimeout,
  );

  it('exits 1 from the command line, with that line, and prints no token', async () => {
    const { code, output } = await runCli(served.base);
    expect(code, output).toBe(1);
    expect(output).toMatch(/FALLA +200 historyLoads .*\$\[0\]\.totalAmountNIO/);
    expect(output).not.toMatch(/Bearer|access_token/);
  }, 60_000);
});

describe('npm run contract:check against a sandbox that renames a field', () => {
  const served = serveDuringTests(
    createSandbox({ mode: 'test', drift: { call: 'me', field: 'fullName', change: 'rename' } }),
  );

  it(
    'names the field that went missing',
    async () => {
      const { lines } = await checkAgainst(served.base, false);
      expect(lines.filter((line) => line.startsWith('FALLA'))).toEqual([
        expect.stringMatching(/^FALLA +200 me GET auth\/me {2}\$\.fullName: .+ \(recibido: ausente\)$/),
      ]);
    },
    callsTimeout,
  );
});

describe('the drift option', () => {
  it('is refused outside test mode', () => {
    expect(() => createSandbox({ mode: 'demo', drift: { call: 'me', field: 'fullName', change: 'rename' } })).toThrow(
      /solo existe en modo test/,
    );
  });
});
