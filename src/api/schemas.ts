import { z } from './zod';

/** ISO calendar date (yyyy-mm-dd) or ISO timestamp; the screens format it by the date part only. */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Fecha ISO inválida'));

/** An instant: ISO date and time with Z or an offset. */
export const isoTimestamp = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, 'Fecha y hora ISO inválida'));

export const money = z.number();

export const currency = z.enum(['NIO', 'USD']);

export const roleName = z.string().check(z.minLength(1));

export const user = z.object({
  userId: z.int(),
  userName: z.string().check(z.minLength(1)),
  fullName: z.string().check(z.minLength(1)),
  roleName,
  phone: z.string(),
});

export const userProduct = z.object({
  productName: z.string().check(z.minLength(1)),
  roleName,
});

export const permission = z.object({
  module: z.string().check(z.minLength(1)),
  resource: z.string().check(z.minLength(1)),
});

/** An invoice row as imported from a spreadsheet. */
export const invoiceRow = z.object({
  providerIdentification: z.string().check(z.minLength(1)),
  providerName: z.string(),
  invoiceDate: isoDate,
  invoiceDateFormatted: z.string(),
  dueDate: isoDate,
  dueDateFormatted: z.string(),
  invoiceNumber: z.string().check(z.minLength(1)),
  amountNIO: money.check(z.nonnegative()),
  amountUSD: money.check(z.nonnegative()),
  observations: z.optional(z.string()),
  amount: money.check(z.nonnegative()),
  taxes: z.literal(100),
  opType: z.literal(1),
  currency: z.literal('USD'),
  deductionsLocalTaxes: z.literal(true),
  deductionsDGI: z.literal(true),
});

export const providerSummary = z.object({
  providerIdentification: z.string(),
  providerName: z.string(),
  totalInvoices: z.int().check(z.nonnegative()),
  totalAmountNIO: money,
  totalAmountUSD: money,
});

export const loadStatus = z.enum(['PENDIENTE', 'APROBADA', 'RECHAZADA']);

/** A load of invoices as the debtor sent it, with its decision. */
export const load = z.object({
  idLoad: z.int().check(z.positive()),
  loadDate: isoDate,
  debtor: z.string(),
  uploadedBy: z.string(),
  totalInvoices: z.int().check(z.nonnegative()),
  totalAmountNIO: money,
  totalAmountUSD: money,
  status: loadStatus,
  /** A rejection's reason, or an approval's optional comment. */
  reason: z.nullable(z.string()),
  decidedAt: z.nullable(isoDate),
  /** Who decided, when the API says so (a backend may leave it out). */
  decidedBy: z.optional(z.string().check(z.minLength(1))),
  /** The moment of the decision as an ISO timestamp with its offset, when the API says so. */
  decidedAtTime: z.optional(isoTimestamp),
});

export const loadInvoice = z.extend(invoiceRow, {
  idInvoice: z.int().check(z.positive()),
  idLoad: z.int().check(z.positive()),
});

export const availableInvoice = z.object({
  idInvoice: z.int().check(z.positive()),
  debtor: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: isoDate,
  dueDate: isoDate,
  amountNIO: money,
  amountUSD: money,
});

export const disbursement = z.object({
  idCreditForm: z.int().check(z.positive()),
  debtor: z.string(),
  factoringDate: isoDate,
  qty: z.int().check(z.nonnegative()),
  amountNIO: money,
  amountUSD: money,
});

/** One operation of a disbursement (field names kept exactly). */
export const disbursementOperation = z.object({
  debtor: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: isoDate,
  fechaOperacion: isoDate,
  fechaVencimiento: isoDate,
  currency,
  initialBalance: money,
  actualBalance: money,
  estadoOperacion: z.string(),
});

export const verificationImage = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
});

/** Body of every non-2xx answer from the sandbox. The client reads `error` first, then `message`. */
export const apiErrorBody = z.object({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
});

export const emptyRequest = z.undefined();

export const okResponse = z.object({ ok: z.literal(true) });

export type User = z.infer<typeof user>;
export type UserProduct = z.infer<typeof userProduct>;
export type Permission = z.infer<typeof permission>;
export type InvoiceRow = z.infer<typeof invoiceRow>;
export type ProviderSummary = z.infer<typeof providerSummary>;
export type Load = z.infer<typeof load>;
export type LoadStatus = z.infer<typeof loadStatus>;
export type LoadInvoice = z.infer<typeof loadInvoice>;
export type AvailableInvoice = z.infer<typeof availableInvoice>;
export type Disbursement = z.infer<typeof disbursement>;
export type DisbursementOperation = z.infer<typeof disbursementOperation>;
export type VerificationImage = z.infer<typeof verificationImage>;
export type Currency = z.infer<typeof currency>;
