import { FIXED_INVOICE_VALUES, INVOICE_FIELDS, type InvoiceFieldKey } from '../contract/invoice-fields';
import {
  invoiceRow,
  type Currency,
  type Disbursement,
  type DisbursementOperation,
  type InvoiceRow,
  type LoadStatus,
} from '../contract/schemas';
import { debtors, providerList, providers, type Company } from './companies';
import { addDays, formatDate } from '../contract/dates';
import {
  operationStatuses,
  type FactoringRecords,
  type NextIds,
  type StoredDisbursement,
  type StoredInvoice,
  type StoredLoad,
  type StoredOperation,
} from './factoring-data';
import { centsToAmount, fromCents, sumCents } from '../contract/money';
import { between, createRandom, pick, type Random } from './prng';

/**
 * Deterministic demo data: the same on every start and after every reset. Only the seeded
 * generator of ./prng decides; there is no Math.random here.
 */
const seed = 20_251_024;

/** The records while the seed builds them, with the last invoice number used per provider. */
interface SeedData {
  readonly loads: StoredLoad[];
  readonly invoices: StoredInvoice[];
  readonly disbursements: StoredDisbursement[];
  readonly nextIds: NextIds;
  readonly invoiceCounters: Map<string, number>;
}

const invoicePrefixes: Readonly<Record<string, string>> = {
  [providers.segovias.id]: 'CLS-',
  [providers.chontales.id]: 'LCH-',
  [providers.pacifico.id]: 'PDP-',
  [providers.rioSanJuan.id]: 'TRSJ-',
  [providers.dario.id]: 'IRD-',
  [providers.granada.id]: 'TG-',
};

interface LoadPlan {
  readonly debtor: Company;
  readonly uploadedBy: string;
  /** The load was sent this many days before the sandbox's today. */
  readonly daysAgo: number;
  readonly status: LoadStatus;
}

/** The seeded authoriser, named as the one who decided the seeded loads. */
const authoriser = 'Carlos Andrés Chamorro Solórzano';

const maria = 'María José Pérez Lacayo';
const jose = 'José Ramón Gutiérrez Arana';
const rosa = 'Rosa Elena Castillo Mairena';
const ernesto = 'Ernesto Javier Cuadra Zamora';

const loadPlans: readonly LoadPlan[] = [
  { debtor: debtors.xolotlan, uploadedBy: maria, daysAgo: 110, status: 'APROBADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, daysAgo: 90, status: 'APROBADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, daysAgo: 80, status: 'RECHAZADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, daysAgo: 60, status: 'APROBADA' },
  { debtor: debtors.guegueense, uploadedBy: jose, daysAgo: 45, status: 'APROBADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, daysAgo: 40, status: 'RECHAZADA' },
  { debtor: debtors.momotombo, uploadedBy: rosa, daysAgo: 30, status: 'APROBADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, daysAgo: 21, status: 'APROBADA' },
  { debtor: debtors.masaya, uploadedBy: ernesto, daysAgo: 17, status: 'RECHAZADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, daysAgo: 15, status: 'PENDIENTE' },
  { debtor: debtors.guegueense, uploadedBy: jose, daysAgo: 13, status: 'PENDIENTE' },
  { debtor: debtors.xolotlan, uploadedBy: maria, daysAgo: 11, status: 'PENDIENTE' },
  { debtor: debtors.momotombo, uploadedBy: rosa, daysAgo: 6, status: 'PENDIENTE' },
  { debtor: debtors.xolotlan, uploadedBy: maria, daysAgo: 4, status: 'PENDIENTE' },
  { debtor: debtors.masaya, uploadedBy: ernesto, daysAgo: 2, status: 'PENDIENTE' },
];

const rejectionReasons = [
  'Facturas con vencimiento mayor a 120 días.',
  'El proveedor no está inscrito en el programa de factoraje.',
  'Los montos no coinciden con las órdenes de compra registradas.',
];

const observations = [
  undefined,
  undefined,
  'Orden de compra OC-2025-0412',
  'Entrega parcial',
  'Pago a 60 días',
  undefined,
];

/** Next invoice number of a provider, e.g. 'CLS-004518'. */
export function nextInvoiceNumber(counters: Map<string, number>, providerId: string): string {
  const next = (counters.get(providerId) ?? 4_500) + 1;
  counters.set(providerId, next);
  return `${invoicePrefixes[providerId] ?? 'FAC-'}${String(next).padStart(6, '0')}`;
}

/** An amount in one currency (the other column is 0), as the debtors' spreadsheets carry them. */
function invoiceAmounts(random: Random): { amountNIO: number; amountUSD: number } {
  return random() < 0.3
    ? { amountNIO: 0, amountUSD: fromCents(between(random, 25_000, 1_150_000)) }
    : { amountNIO: fromCents(between(random, 850_000, 38_500_000)), amountUSD: 0 };
}

/** What the seed drew for one invoice, before its fields are written. */
interface DrawnInvoice {
  readonly provider: Company;
  readonly invoiceDate: string;
  readonly dueDate: string;
  readonly amounts: { readonly amountNIO: number; readonly amountUSD: number };
  readonly note: string | undefined;
  readonly invoiceNumber: string;
}

/**
 * Each field of the invoice table (contract/invoice-fields.ts) from what the seed drew: a field
 * added to the table is one more value the compiler asks for here, so the demo's invoices carry
 * every column the portal shows.
 */
const seededFields: { readonly [Key in InvoiceFieldKey]-?: (drawn: DrawnInvoice) => InvoiceRow[Key] } = {
  providerIdentification: ({ provider }) => provider.id,
  providerName: ({ provider }) => provider.name,
  invoiceDate: ({ invoiceDate }) => invoiceDate,
  dueDate: ({ dueDate }) => dueDate,
  invoiceNumber: ({ invoiceNumber }) => invoiceNumber,
  amountNIO: ({ amounts }) => amounts.amountNIO,
  amountUSD: ({ amounts }) => amounts.amountUSD,
  observations: ({ note }) => note,
};

/**
 * A demo invoice row, in the table's order, with a date's text beside it and SPEC's fixed values,
 * checked by the contract's own schema: the seed holds nothing a client could not have sent.
 */
function seededRow(drawn: DrawnInvoice): InvoiceRow {
  const fields = INVOICE_FIELDS.flatMap((field): (readonly [string, unknown])[] => {
    const value = seededFields[field.key](drawn);
    if (value === undefined) return [];
    if (field.kind === 'date' && typeof value === 'string')
      return [
        [field.key, value],
        [`${field.key}Formatted`, formatDate(value)],
      ];
    return [[field.key, value]];
  });
  return invoiceRow.parse({ ...Object.fromEntries(fields), amount: drawn.amounts.amountNIO, ...FIXED_INVOICE_VALUES });
}

/** A seeded load's record: its totals from its invoices, decided a few days after it was sent. */
function storedLoad(
  random: Random,
  idLoad: number,
  plan: LoadPlan & { readonly loadDate: string },
  invoices: readonly StoredInvoice[],
  reason: string | null,
): StoredLoad {
  const decidedAt = plan.status === 'PENDIENTE' ? null : addDays(plan.loadDate, between(random, 1, 3));
  return {
    idLoad,
    debtorId: plan.debtor.id,
    loadDate: plan.loadDate,
    debtor: plan.debtor.name,
    uploadedBy: plan.uploadedBy,
    totalInvoices: invoices.length,
    totalAmountNIO: centsToAmount(sumCents(invoices.map((invoice) => invoice.amountNIO))),
    totalAmountUSD: centsToAmount(sumCents(invoices.map((invoice) => invoice.amountUSD))),
    status: plan.status,
    reason,
    decidedAt,
    ...(decidedAt === null
      ? {}
      : { decidedBy: authoriser, decidedAtTime: `${decidedAt}T${String(14 + (idLoad % 8)).padStart(2, '0')}:20:00Z` }),
  };
}

function seedLoad(random: Random, data: SeedData, plan: LoadPlan, today: string): void {
  const loadDate = addDays(today, -plan.daysAgo);
  const idLoad = data.nextIds.load++;
  const count = between(random, 4, 12);
  const invoices: StoredInvoice[] = [];
  for (let index = 0; index < count; index += 1) {
    // Approved loads always carry a few invoices of the demo provider, so it has some to factor.
    const provider = plan.status === 'APROBADA' && index < 3 ? providers.segovias : pick(random, providerList);
    const invoiceDate = addDays(loadDate, -between(random, 5, 40));
    const dueDate = addDays(invoiceDate, pick(random, [30, 45, 60, 90]));
    const amounts = invoiceAmounts(random);
    const note = pick(random, observations);
    const invoiceNumber = nextInvoiceNumber(data.invoiceCounters, provider.id);
    invoices.push({
      idInvoice: data.nextIds.invoice++,
      idLoad,
      debtorId: plan.debtor.id,
      debtorName: plan.debtor.name,
      ...seededRow({ provider, invoiceDate, dueDate, amounts, note, invoiceNumber }),
    });
  }
  const reason = plan.status === 'RECHAZADA' ? pick(random, rejectionReasons) : null;
  const load = storedLoad(random, idLoad, { ...plan, loadDate }, invoices, reason);
  data.loads.push(load);
  data.invoices.push(...invoices);
}

const disbursementDebtors: readonly Company[] = [
  debtors.xolotlan,
  debtors.xolotlan,
  debtors.guegueense,
  debtors.momotombo,
  debtors.xolotlan,
  debtors.masaya,
  debtors.xolotlan,
  debtors.guegueense,
];

function operationBalance(random: Random, status: string, initialCents: number): number {
  if (status === 'Anulado') return 0;
  if (status === 'Activa') return fromCents(Math.round((initialCents * between(random, 35, 95)) / 100));
  return fromCents(initialCents);
}

function seedDisbursement(random: Random, data: SeedData, index: number, factoringDate: string): void {
  const provider =
    index % 4 === 3
      ? pick(
          random,
          providerList.filter((other) => other.id !== providers.segovias.id),
        )
      : providers.segovias;
  const debtor = disbursementDebtors[index % disbursementDebtors.length] ?? debtors.xolotlan;
  const count = between(random, 3, 7);
  const operations: StoredOperation[] = [];
  for (let position = 0; position < count; position += 1) {
    const currency: Currency = position % 3 === 1 ? 'USD' : 'NIO';
    const status = operationStatuses[(index + position) % operationStatuses.length] ?? 'Registrado';
    const initialCents = currency === 'USD' ? between(random, 30_000, 1_200_000) : between(random, 900_000, 32_000_000);
    operations.push({
      debtorId: debtor.id,
      debtor: debtor.name,
      invoiceNumber: nextInvoiceNumber(data.invoiceCounters, provider.id),
      invoiceDate: addDays(factoringDate, -between(random, 10, 45)),
      fechaOperacion: factoringDate,
      fechaVencimiento: addDays(factoringDate, pick(random, [30, 45, 60, 90])),
      currency,
      initialBalance: fromCents(initialCents),
      actualBalance: operationBalance(random, status, initialCents),
      estadoOperacion: status,
    });
  }
  data.disbursements.push(
    buildDisbursement(data.nextIds.creditForm++, provider.id, [debtor.id], debtor.name, factoringDate, operations),
  );
}

/**
 * A disbursement's summary always derives from the operations it shows: how many, and the exact
 * totals of their balances (within MAX_LOAD_TOTAL, which AddNewFactoringForm enforces, so exact as numbers).
 */
export function disbursementSummary(
  heading: Pick<Disbursement, 'idCreditForm' | 'debtor' | 'factoringDate'>,
  operations: readonly DisbursementOperation[],
): Disbursement {
  const balances = (currency: Currency) =>
    centsToAmount(
      sumCents(
        operations.filter((operation) => operation.currency === currency).map((operation) => operation.actualBalance),
      ),
    );
  return { ...heading, qty: operations.length, amountNIO: balances('NIO'), amountUSD: balances('USD') };
}

export function buildDisbursement(
  idCreditForm: number,
  providerId: string,
  debtorIds: readonly string[],
  debtor: string,
  factoringDate: string,
  operations: readonly StoredOperation[],
): StoredDisbursement {
  return {
    providerId,
    debtorIds,
    operations,
    disbursement: disbursementSummary({ idCreditForm, debtor, factoringDate }, operations),
  };
}

interface OverlapPlan extends LoadPlan {
  /** The earlier load (by debtor and date) whose first invoices this one repeats. */
  readonly repeats: { readonly debtor: Company; readonly daysAgo: number; readonly count: number };
  readonly fresh: number;
}

/**
 * Loads sent before the portal refused an invoice already loaded: each repeats invoices of an
 * earlier pending or approved load, so the authoriser's overlap warning and the provider's
 * refusal have something to show. Seeded after everything else, so no other id changes.
 */
const overlapPlans: readonly OverlapPlan[] = [
  {
    debtor: debtors.xolotlan,
    uploadedBy: maria,
    daysAgo: 8,
    status: 'PENDIENTE',
    repeats: { debtor: debtors.xolotlan, daysAgo: 11, count: 3 },
    fresh: 1,
  },
  {
    debtor: debtors.momotombo,
    uploadedBy: rosa,
    daysAgo: 19,
    status: 'APROBADA',
    repeats: { debtor: debtors.xolotlan, daysAgo: 21, count: 2 },
    fresh: 2,
  },
];

function seedOverlap(random: Random, data: SeedData, plan: OverlapPlan, today: string): void {
  const repeatedDate = addDays(today, -plan.repeats.daysAgo);
  const earlier = data.loads.find(
    (stored) => stored.debtorId === plan.repeats.debtor.id && stored.loadDate === repeatedDate,
  );
  if (!earlier) throw new Error(`La semilla no tiene la carga del ${repeatedDate} que se repite.`);
  const idLoad = data.nextIds.load++;
  const source = data.invoices.filter((invoice) => invoice.idLoad === earlier.idLoad);
  const repeated = source.slice(0, plan.repeats.count);
  const templates = source.slice(plan.repeats.count, plan.repeats.count + plan.fresh);
  const invoices: StoredInvoice[] = [
    ...repeated.map((invoice) => ({ ...invoice })),
    ...templates.map((invoice) => ({
      ...invoice,
      invoiceNumber: nextInvoiceNumber(data.invoiceCounters, invoice.providerIdentification),
    })),
  ].map((invoice) => ({
    ...invoice,
    idInvoice: data.nextIds.invoice++,
    idLoad,
    debtorId: plan.debtor.id,
    debtorName: plan.debtor.name,
  }));
  data.loads.push(storedLoad(random, idLoad, { ...plan, loadDate: addDays(today, -plan.daysAgo) }, invoices, null));
  data.invoices.push(...invoices);
}

/**
 * `today` is the sandbox clock's day: every seeded date is counted back from it, so the demo always
 * has recent loads and invoices past due, due within the week and due later. Ids, numbers and
 * amounts do not depend on it.
 */
export function seedFactoring(today: string): FactoringRecords {
  const random = createRandom(seed);
  const data: SeedData = {
    loads: [],
    invoices: [],
    disbursements: [],
    nextIds: { load: 501, invoice: 70_001, creditForm: 3_101 },
    invoiceCounters: new Map(),
  };
  for (const plan of loadPlans) seedLoad(random, data, plan, today);
  const firstDisbursement = addDays(today, -330);
  for (let index = 0; index < 14; index += 1)
    seedDisbursement(random, data, index, addDays(firstDisbursement, index * 24));
  for (const plan of overlapPlans) seedOverlap(random, data, plan, today);
  const { loads, invoices, disbursements, nextIds } = data;
  return { loads, invoices, disbursements, factoredInvoiceIds: new Set(), nextIds };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

let prepared: { readonly today: string; readonly records: FactoringRecords } | undefined;

/**
 * The seed of `today`, built once and shared by every reset of that day: building it takes
 * milliseconds, and the e2e tests reset before each test. Frozen, since a record changed in place
 * would change every later reset; the sandbox replaces records instead.
 */
export function preparedSeed(today: string): FactoringRecords {
  if (prepared?.today !== today) prepared = { today, records: deepFreeze(seedFactoring(today)) };
  return prepared.records;
}
