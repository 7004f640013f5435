import type { Currency, DisbursementOperation, LoadStatus } from '../src/api/schemas';
import { debtors, providerList, providers, type Company } from './companies';
import { addDays, formatDayMonthYear } from './dates';
import {
  operationStatuses,
  type FactoringData,
  type StoredDisbursement,
  type StoredInvoice,
  type StoredLoad,
} from './factoring-data';
import { fromCents, sumAmounts } from '../src/api/money';
import { between, createRandom, pick, type Random } from './prng';

/**
 * Deterministic demo data: the same on every start and after every reset. Only the seeded
 * generator of ./prng decides; there is no Math.random here.
 */
const seed = 20_251_024;

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
  readonly loadDate: string;
  readonly status: LoadStatus;
}

const maria = 'María José Pérez Lacayo';
const jose = 'José Ramón Gutiérrez Arana';
const rosa = 'Rosa Elena Castillo Mairena';
const ernesto = 'Ernesto Javier Cuadra Zamora';

const loadPlans: readonly LoadPlan[] = [
  { debtor: debtors.xolotlan, uploadedBy: maria, loadDate: '2025-04-08', status: 'APROBADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, loadDate: '2025-05-14', status: 'APROBADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, loadDate: '2025-06-20', status: 'RECHAZADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, loadDate: '2025-07-29', status: 'APROBADA' },
  { debtor: debtors.guegueense, uploadedBy: jose, loadDate: '2025-08-12', status: 'APROBADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, loadDate: '2025-09-03', status: 'RECHAZADA' },
  { debtor: debtors.momotombo, uploadedBy: rosa, loadDate: '2025-09-22', status: 'APROBADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, loadDate: '2025-10-15', status: 'APROBADA' },
  { debtor: debtors.masaya, uploadedBy: ernesto, loadDate: '2025-10-28', status: 'RECHAZADA' },
  { debtor: debtors.xolotlan, uploadedBy: maria, loadDate: '2025-11-18', status: 'PENDIENTE' },
  { debtor: debtors.guegueense, uploadedBy: jose, loadDate: '2025-12-02', status: 'PENDIENTE' },
  { debtor: debtors.xolotlan, uploadedBy: maria, loadDate: '2025-12-09', status: 'PENDIENTE' },
  { debtor: debtors.momotombo, uploadedBy: rosa, loadDate: '2026-01-06', status: 'PENDIENTE' },
  { debtor: debtors.xolotlan, uploadedBy: maria, loadDate: '2026-01-13', status: 'PENDIENTE' },
  { debtor: debtors.masaya, uploadedBy: ernesto, loadDate: '2026-01-20', status: 'PENDIENTE' },
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

/** A seeded load's record: its totals from its invoices, decided a few days after it was sent. */
function storedLoad(
  random: Random,
  idLoad: number,
  plan: LoadPlan,
  invoices: readonly StoredInvoice[],
  reason: string | null,
): StoredLoad {
  return {
    idLoad,
    debtorId: plan.debtor.id,
    loadDate: plan.loadDate,
    debtor: plan.debtor.name,
    uploadedBy: plan.uploadedBy,
    totalInvoices: invoices.length,
    totalAmountNIO: sumAmounts(invoices.map((invoice) => invoice.amountNIO)),
    totalAmountUSD: sumAmounts(invoices.map((invoice) => invoice.amountUSD)),
    status: plan.status,
    reason,
    decidedAt: plan.status === 'PENDIENTE' ? null : addDays(plan.loadDate, between(random, 1, 3)),
  };
}

function seedLoad(random: Random, data: FactoringData, plan: LoadPlan): void {
  const idLoad = data.nextIds.load++;
  const count = between(random, 4, 12);
  const invoices: StoredInvoice[] = [];
  for (let index = 0; index < count; index += 1) {
    // Approved loads always carry a few invoices of the demo provider, so it has some to factor.
    const provider = plan.status === 'APROBADA' && index < 3 ? providers.segovias : pick(random, providerList);
    const invoiceDate = addDays(plan.loadDate, -between(random, 5, 40));
    const dueDate = addDays(invoiceDate, pick(random, [30, 45, 60, 90]));
    const amounts = invoiceAmounts(random);
    const note = pick(random, observations);
    invoices.push({
      idInvoice: data.nextIds.invoice++,
      idLoad,
      debtorId: plan.debtor.id,
      debtorName: plan.debtor.name,
      providerIdentification: provider.id,
      providerName: provider.name,
      invoiceDate,
      invoiceDateFormatted: formatDayMonthYear(invoiceDate),
      dueDate,
      dueDateFormatted: formatDayMonthYear(dueDate),
      invoiceNumber: nextInvoiceNumber(data.invoiceCounters, provider.id),
      ...amounts,
      ...(note === undefined ? {} : { observations: note }),
      amount: amounts.amountNIO,
      taxes: 100,
      opType: 1,
      currency: 'USD',
      deductionsLocalTaxes: true,
      deductionsDGI: true,
    });
  }
  const reason = plan.status === 'RECHAZADA' ? pick(random, rejectionReasons) : null;
  const load = storedLoad(random, idLoad, plan, invoices, reason);
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

function seedDisbursement(random: Random, data: FactoringData, index: number, factoringDate: string): void {
  const provider =
    index % 4 === 3
      ? pick(
          random,
          providerList.filter((other) => other.id !== providers.segovias.id),
        )
      : providers.segovias;
  const debtor = disbursementDebtors[index % disbursementDebtors.length] ?? debtors.xolotlan;
  const count = between(random, 3, 7);
  const operations: DisbursementOperation[] = [];
  for (let position = 0; position < count; position += 1) {
    const currency: Currency = position % 3 === 1 ? 'USD' : 'NIO';
    const status = operationStatuses[(index + position) % operationStatuses.length] ?? 'Registrado';
    const initialCents = currency === 'USD' ? between(random, 30_000, 1_200_000) : between(random, 900_000, 32_000_000);
    operations.push({
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

/** The disbursement summary always derives from its operations. */
export function buildDisbursement(
  idCreditForm: number,
  providerId: string,
  debtorIds: readonly string[],
  debtor: string,
  factoringDate: string,
  operations: readonly DisbursementOperation[],
): StoredDisbursement {
  const balances = (currency: Currency) =>
    sumAmounts(
      operations.filter((operation) => operation.currency === currency).map((operation) => operation.actualBalance),
    );
  return {
    providerId,
    debtorIds,
    operations,
    disbursement: {
      idCreditForm,
      debtor,
      factoringDate,
      qty: operations.length,
      amountNIO: balances('NIO'),
      amountUSD: balances('USD'),
    },
  };
}

interface OverlapPlan extends LoadPlan {
  /** The earlier load (by debtor and date) whose first invoices this one repeats. */
  readonly repeats: { readonly debtor: Company; readonly loadDate: string; readonly count: number };
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
    loadDate: '2025-12-16',
    status: 'PENDIENTE',
    repeats: { debtor: debtors.xolotlan, loadDate: '2025-12-09', count: 3 },
    fresh: 1,
  },
  {
    debtor: debtors.momotombo,
    uploadedBy: rosa,
    loadDate: '2025-10-20',
    status: 'APROBADA',
    repeats: { debtor: debtors.xolotlan, loadDate: '2025-10-15', count: 2 },
    fresh: 2,
  },
];

function seedOverlap(random: Random, data: FactoringData, plan: OverlapPlan): void {
  const earlier = data.loads.find(
    (stored) => stored.debtorId === plan.repeats.debtor.id && stored.loadDate === plan.repeats.loadDate,
  );
  if (!earlier) throw new Error(`La semilla no tiene la carga del ${plan.repeats.loadDate} que se repite.`);
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
  data.loads.push(storedLoad(random, idLoad, plan, invoices, null));
  data.invoices.push(...invoices);
}

export function seedFactoring(): FactoringData {
  const random = createRandom(seed);
  const data: FactoringData = {
    loads: [],
    invoices: [],
    disbursements: [],
    factoredInvoiceIds: new Set(),
    nextIds: { load: 501, invoice: 70_001, creditForm: 3_101 },
    invoiceCounters: new Map(),
  };
  for (const plan of loadPlans) seedLoad(random, data, plan);
  for (let index = 0; index < 14; index += 1) seedDisbursement(random, data, index, addDays('2025-03-03', index * 24));
  for (const plan of overlapPlans) seedOverlap(random, data, plan);
  return data;
}
