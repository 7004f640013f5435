import {
  amountFault,
  FIRST_DATE,
  isCalendarDay,
  isDayInRange,
  LAST_DATE,
  MAX_AMOUNT,
  MAX_LOAD_TOTAL,
  MAX_LOAD_TOTAL_CENTS,
  MAX_TEXT,
  textCharacterFault,
  textFault,
  type AmountFault,
  type BoundedText,
  type TextFault,
} from './bounds';
import { formatDate } from './dates';
import { describeCharacterFault } from './characters';
import { FIXED_INVOICE_VALUES, INVOICE_FIELDS } from './invoice-fields';
import { IDENTIFIER_PUNCTUATION } from './invoice-key';
import { sumCents } from './money';
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

const textFaultMessages: Record<Exclude<TextFault, 'character'>, (max: number) => string> = {
  blank: () => 'No puede estar vacío',
  tooLong: (max) => `Tiene más de ${max} caracteres`,
  lineBreak: () => 'No puede tener saltos de línea ni tabulaciones',
  control: () => 'Tiene caracteres de control',
  brokenCharacter: () => 'Tiene un carácter incompleto',
};

/** 'Tiene un carácter invisible U+200B después de «A-17»', and for identifiers what they may hold. */
function characterFaultMessage(field: BoundedText, text: string): string {
  const fault = textCharacterFault(field, text);
  const found = fault ? `Tiene ${describeCharacterFault(fault)}` : 'Tiene un carácter no admitido';
  return field === 'providerIdentification' || field === 'invoiceNumber'
    ? `${found} (solo se admiten letras, números, espacios y ${IDENTIFIER_PUNCTUATION})`
    : found;
}

const amountFaultMessages: Record<AmountFault, string> = {
  notFinite: 'No es un número finito',
  negative: 'No puede ser negativo',
  tooLarge: `Supera el máximo de ${MAX_AMOUNT}`,
  subCent: 'Tiene más de 2 decimales: envíe el monto en centavos exactos',
};

/** The JSON Schema keyword that states a fault, for the faults a schema can state. */
const textFaultKeywords: Partial<Record<TextFault, string>> = { blank: 'minLength', tooLong: 'maxLength' };

/**
 * A text field within its bounds (contract/bounds.ts), kept as it was sent. Its length bounds are
 * stated in the OpenAPI document too (identifiers are never empty), and a refusal for one of them
 * names that keyword, so `contract:check --generated` can tell a document looser than the server.
 */
export const boundedText = (field: BoundedText) => {
  const schema = z.string().check(
    z.superRefine((text, context) => {
      const fault = textFault(field, text);
      if (!fault) return;
      const message =
        fault === 'character' ? characterFaultMessage(field, text) : textFaultMessages[fault](MAX_TEXT[field]);
      const keyword = textFaultKeywords[fault];
      context.issues.push({ code: 'custom', message, input: text, ...(keyword ? { params: { keyword } } : {}) });
    }),
  );
  const identifier = field === 'providerIdentification' || field === 'invoiceNumber';
  schema.register(z.globalRegistry, { ...(identifier ? { minLength: 1 } : {}), maxLength: MAX_TEXT[field] });
  return schema;
};

/** An invoice's amount: finite whole cents (at most two decimals) from 0 to MAX_AMOUNT. */
const invoiceAmount = z.number().check(
  z.superRefine((amount, context) => {
    const fault = amountFault(amount);
    if (fault) context.issues.push({ code: 'custom', message: amountFaultMessages[fault], input: amount });
  }),
);
// The document says the bounds the refinement keeps, for a backend built from it. No multipleOf
// 0.01: validators that divide doubles refuse 0.07.
invoiceAmount.register(z.globalRegistry, {
  minimum: 0,
  maximum: MAX_AMOUNT,
  description: 'Dos decimales como máximo (céntimos enteros).',
});

/** An invoice's date: a real calendar day between FIRST_DATE and LAST_DATE. */
const invoiceDay = z
  .string()
  .check(
    z.refine(isCalendarDay, { message: 'No es un día del calendario (aaaa-mm-dd)', params: { keyword: 'format' } }),
    z.refine(isDayInRange, `Fuera del rango de fechas (${FIRST_DATE} a ${LAST_DATE})`),
  );
invoiceDay.register(z.globalRegistry, { format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A load's total in one currency: never past the cents a double holds exactly, so it is exact as a number. */
const loadTotal = z.number().check(z.gte(0), z.lte(MAX_LOAD_TOTAL));

type Field = (typeof INVOICE_FIELDS)[number];

/** Each kind of field as the contract checks it. */
interface KindSchemas {
  text: ReturnType<typeof boundedText>;
  date: typeof invoiceDay;
  amount: typeof invoiceAmount;
}

/** The invoice's fields as the field table declares them, and each day also as the file showed it. */
type FieldShape = {
  [F in Field as F['key']]: F extends { optional: true }
    ? z.ZodMiniOptional<KindSchemas[F['kind']]>
    : KindSchemas[F['kind']];
} & { [F in Field as F['kind'] extends 'date' ? `${F['key']}Formatted` : never]: z.ZodMiniString };

function fieldSchema(field: Field) {
  switch (field.kind) {
    case 'text':
      return boundedText(field.key);
    case 'date':
      return invoiceDay;
    case 'amount':
      return invoiceAmount;
  }
}

/** A date's text version as SPEC shows it, dd/mm/yyyy: never a free text of any length. */
const formattedDay = z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/, 'No es una fecha dd/mm/aaaa'));

// Built from the field table, in its order: a field added there is a key the contract checks.
// `Object.fromEntries` forgets which keys it was given; the table gives every one, by construction.
const fieldShape = Object.fromEntries(
  INVOICE_FIELDS.flatMap((field) => {
    const schema = fieldSchema(field);
    const entry = [field.key, 'optional' in field ? z.optional(schema) : schema] as const;
    return field.kind === 'date' ? [entry, [`${field.key}Formatted`, formattedDay] as const] : [entry];
  }),
) as unknown as FieldShape;

const invoiceFields = z.object({
  ...fieldShape,
  amount: invoiceAmount,
  taxes: z.literal(FIXED_INVOICE_VALUES.taxes),
  opType: z.literal(FIXED_INVOICE_VALUES.opType),
  currency: z.literal(FIXED_INVOICE_VALUES.currency),
  deductionsLocalTaxes: z.literal(FIXED_INVOICE_VALUES.deductionsLocalTaxes),
  deductionsDGI: z.literal(FIXED_INVOICE_VALUES.deductionsDGI),
});

type InvoiceFields = z.infer<typeof invoiceFields>;

/** The rules between an invoice's fields, which no single field can check. */
const invoiceRules = [
  z.refine<InvoiceFields>((invoice) => invoice.dueDate >= invoice.invoiceDate, {
    message: 'La fecha de vencimiento es anterior a la fecha de factura',
    path: ['dueDate'],
  }),
  z.refine<InvoiceFields>((invoice) => invoice.amount === invoice.amountNIO, {
    message: 'amount debe ser igual a amountNIO',
    path: ['amount'],
  }),
  z.refine<InvoiceFields>((invoice) => invoice.amountNIO > 0 || invoice.amountUSD > 0, {
    message: 'Los montos NIO y USD son cero',
    path: ['amountNIO'],
  }),
] as const;

/**
 * A date's text version names the date itself: the authoriser may be shown either. Checked where an
 * invoice is sent, not where one is read back: a backend's stored rows are shown as they are.
 */
const formattedRules = INVOICE_FIELDS.flatMap((field) => {
  if (field.kind !== 'date') return [];
  const formatted = `${field.key}Formatted`;
  return [
    z.refine<InvoiceFields>(
      (invoice) => {
        const texts: Readonly<Record<string, unknown>> = invoice;
        return texts[formatted] === formatDate(invoice[field.key]);
      },
      { message: `${formatted} debe ser ${field.key} escrita como dd/mm/aaaa`, path: [formatted] },
    ),
  ];
});

/** An invoice row as imported from a spreadsheet, within the bounds every party applies. */
export const invoiceRow = invoiceFields.check(...invoiceRules, ...formattedRules);

/** The invoices of one load: each within bounds, and totals that keep their exact cents. */
export const invoiceRows = z.array(invoiceRow).check(
  z.minLength(1),
  z.maxLength(500),
  z.refine((rows) => sumCents(rows.map((row) => row.amountNIO)) <= MAX_LOAD_TOTAL_CENTS, {
    message: `El total en NIO supera el máximo de una carga (${MAX_LOAD_TOTAL})`,
  }),
  z.refine((rows) => sumCents(rows.map((row) => row.amountUSD)) <= MAX_LOAD_TOTAL_CENTS, {
    message: `El total en USD supera el máximo de una carga (${MAX_LOAD_TOTAL})`,
  }),
);

export const loadStatus = z.enum(['PENDIENTE', 'APROBADA', 'RECHAZADA']);

/** A load of invoices as the debtor sent it, with its decision. */
export const load = z.object({
  idLoad: z.int().check(z.positive()),
  loadDate: isoDate,
  debtor: z.string(),
  uploadedBy: z.string(),
  totalInvoices: z.int().check(z.nonnegative()),
  totalAmountNIO: loadTotal,
  totalAmountUSD: loadTotal,
  status: loadStatus,
  /** A rejection's reason, or an approval's optional comment. */
  reason: z.nullable(z.string()),
  decidedAt: z.nullable(isoDate),
  /** Who decided, when the API says so (a backend may leave it out). */
  decidedBy: z.optional(z.string().check(z.minLength(1))),
  /** The moment of the decision as an ISO timestamp with its offset, when the API says so. */
  decidedAtTime: z.optional(isoTimestamp),
});

export const loadInvoice = z
  .extend(invoiceFields, {
    idInvoice: z.int().check(z.positive()),
    idLoad: z.int().check(z.positive()),
  })
  .check(...invoiceRules);

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
export type Load = z.infer<typeof load>;
export type LoadStatus = z.infer<typeof loadStatus>;
export type LoadInvoice = z.infer<typeof loadInvoice>;
export type AvailableInvoice = z.infer<typeof availableInvoice>;
export type Disbursement = z.infer<typeof disbursement>;
export type DisbursementOperation = z.infer<typeof disbursementOperation>;
export type VerificationImage = z.infer<typeof verificationImage>;
export type Currency = z.infer<typeof currency>;
