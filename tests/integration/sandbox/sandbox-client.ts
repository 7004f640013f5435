import { createHash } from 'node:crypto';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../../sandbox/app';
import type { RequestOf } from '@contract/contract';

export const demoPassword = 'Portal2025!';
export const origin = 'http://sandbox.test';

export const demoUsers = [
  { userName: 'deudor@demo.ni', role: 'DEUDOR' },
  { userName: 'autorizador@demo.ni', role: 'AUTORIZADOR' },
  { userName: 'proveedor@demo.ni', role: 'PROVEEDOR' },
  { userName: 'multi@demo.ni', role: 'DEUDOR' },
] as const;
export type DemoUserName = (typeof demoUsers)[number]['userName'];

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface CallOptions {
  readonly method?: string;
  readonly body?: unknown;
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

/** Calls the sandbox in process, as the UI's HTTP client would. */
export class SandboxClient {
  constructor(readonly sandbox: Sandbox) {}

  call(path: string, options: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
    return this.sandbox.fetch(
      new Request(`${origin}/api/${path}`, {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers,
        ...(options.body === undefined
          ? {}
          : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    );
  }

  get(path: string, token?: string): Promise<Response> {
    return this.call(path, token === undefined ? {} : { token });
  }

  post(path: string, body: unknown, token?: string, headers?: Record<string, string>): Promise<Response> {
    return this.call(path, {
      method: 'POST',
      body,
      ...(token === undefined ? {} : { token }),
      ...(headers ? { headers } : {}),
    });
  }

  async json<T>(path: string, token?: string): Promise<T> {
    const response = await this.get(path, token);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  authenticate(userName: string, password = demoPassword): Promise<Response> {
    return this.post('auth/secure/authenticate', { userName, password: sha256(password), scope: 'Portal' });
  }

  async login(userName: string, password = demoPassword): Promise<string> {
    const response = await this.authenticate(userName, password);
    if (response.status !== 200) throw new Error(`login ${userName}: ${response.status}`);
    return ((await response.json()) as { access_token: string }).access_token;
  }
}

export function testSandbox(options: Partial<SandboxOptions> = {}): SandboxClient {
  return new SandboxClient(createSandbox({ mode: 'test', ...options }));
}

/** A settable clock for expiry tests. */
export function manualClock(start = Date.parse('2026-01-15T15:00:00Z')): {
  now: () => number;
  advance: (ms: number) => void;
} {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
}

/** One valid invoice row for LoadInvoices; `overrides` changes or breaks single fields. */
export function sampleInvoice(invoiceNumber: string, overrides: Partial<Record<string, unknown>> = {}) {
  return {
    providerIdentification: 'J0310000204517',
    providerName: 'Lácteos de Chontales, S.A.',
    invoiceDate: '2026-01-05',
    invoiceDateFormatted: '05/01/2026',
    dueDate: '2026-03-06',
    dueDateFormatted: '06/03/2026',
    invoiceNumber,
    amountNIO: 10_000.1,
    amountUSD: 0,
    amount: 10_000.1,
    taxes: 100,
    opType: 1,
    currency: 'USD',
    deductionsLocalTaxes: true,
    deductionsDGI: true,
    ...overrides,
  };
}

/**
 * The invoice the fault tests send: a valid row of 900 NIO; a test looks for a load of that total
 * in the history to tell whether a faulted call still stored it.
 */
export const faultInvoice: RequestOf<'loadInvoices'>['Invoices'][number] = {
  providerIdentification: 'J0310000034578',
  providerName: 'Imprenta Rubén Darío, S.A.',
  invoiceDate: '2026-01-02',
  invoiceDateFormatted: '02/01/2026',
  dueDate: '2026-02-01',
  dueDateFormatted: '01/02/2026',
  invoiceNumber: 'IRD-1',
  amountNIO: 900,
  amountUSD: 0,
  amount: 900,
  taxes: 100,
  opType: 1,
  currency: 'USD',
  deductionsLocalTaxes: true,
  deductionsDGI: true,
};
