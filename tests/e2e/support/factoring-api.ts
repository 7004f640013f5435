import { expect, type APIRequestContext } from '@playwright/test';
import { apiSignIn } from './api-session';
import { demoUsers, type DemoUser } from './fixtures';

/** The sandbox's factoring calls as one demo user, for arranging data and checking results. */
export interface FactoringApi {
  get<T>(call: string): Promise<T>;
  post<T>(call: string, body: unknown, headers?: Record<string, string>): Promise<T>;
}

export interface InvoiceInput {
  readonly providerIdentification: string;
  readonly providerName: string;
  readonly invoiceNumber: string;
  readonly invoiceDate: string;
  readonly dueDate: string;
  readonly amountNIO: number;
  readonly amountUSD: number;
  readonly observations?: string;
}

export interface LoadSummary {
  readonly idLoad: number;
  readonly status: string;
  readonly reason: string | null;
}

export interface AvailableInvoice {
  readonly idInvoice: number;
  readonly invoiceNumber: string;
  readonly amountNIO: number;
  readonly amountUSD: number;
}

export interface Disbursement {
  readonly idCreditForm: number;
  readonly debtor: string;
  readonly factoringDate: string;
  readonly qty: number;
  readonly amountNIO: number;
  readonly amountUSD: number;
}

export interface Operation {
  readonly currency: 'NIO' | 'USD';
  readonly initialBalance: number;
  readonly actualBalance: number;
  readonly invoiceNumber: string;
}

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

/** A LoadInvoices row as the import sends it (SPEC section 3's fixed fields included). */
export function invoiceRow(input: InvoiceInput) {
  return {
    ...input,
    invoiceDateFormatted: dayMonthYear(input.invoiceDate),
    dueDateFormatted: dayMonthYear(input.dueDate),
    amount: input.amountNIO,
    taxes: 100,
    opType: 1,
    currency: 'USD',
    deductionsLocalTaxes: true,
    deductionsDGI: true,
  };
}

export async function factoringApiAs(request: APIRequestContext, user: DemoUser): Promise<FactoringApi> {
  const { token } = await apiSignIn(request, demoUsers[user].email);
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(call: string) {
      const response = await request.get(`/api/operations/Factoring/${call}`, { headers });
      expect(response.ok(), `GET ${call}`).toBe(true);
      return (await response.json()) as T;
    },
    async post<T>(call: string, body: unknown, extra: Record<string, string> = {}) {
      const response = await request.post(`/api/operations/Factoring/${call}`, {
        headers: { ...headers, ...extra },
        data: body,
      });
      expect(response.ok(), `POST ${call}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}

/** The id of the first record `call` returns to `user`: the record a detail screen under test opens. */
export async function firstId(
  request: APIRequestContext,
  user: DemoUser,
  call: string,
  key: 'idLoad' | 'idCreditForm',
): Promise<number> {
  const records = await (await factoringApiAs(request, user)).get<Partial<Record<typeof key, number>>[]>(call);
  const id = records[0]?.[key];
  if (id === undefined) throw new Error(`the sandbox returned nothing for ${user} from ${call}`);
  return id;
}

/** The debtor submits a load through the API (the import screen is not part of these tests). */
export async function submitLoadAsDebtor(
  request: APIRequestContext,
  invoices: readonly InvoiceInput[],
): Promise<LoadSummary> {
  const debtor = await factoringApiAs(request, 'deudor');
  return debtor.post<LoadSummary>(
    'LoadInvoices',
    { Invoices: invoices.map(invoiceRow) },
    { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
  );
}

/** Sums in cents, as the books do. */
export const sumCents = (amounts: readonly number[]) =>
  amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

/** The portal's money format (DESIGN decision 13). */
export const money = (amount: number, currency: 'NIO' | 'USD') =>
  new Intl.NumberFormat('es-NI', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
