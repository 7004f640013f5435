import { createHash, randomUUID } from 'node:crypto';
import { z as zod } from 'zod';
import { contract, type EndpointName } from '../../contract/contract';
import { buildPath, type Endpoint } from '../../contract/endpoint';
import { apiErrorBody } from '../../contract/schemas';
import type { z } from '../../contract/zod';

export interface Credentials {
  readonly user: string;
  readonly password: string;
}

export interface CheckOptions {
  /** The API's base URL, as the portal's VITE_API_BASE_URL (e.g. https://api.banco.com.ni/portal/). */
  readonly base: string;
  readonly credentials: Credentials;
  /** Also the write calls: one load sent, replayed, refused as a duplicate, then rejected. */
  readonly write: boolean;
  /** Who rejects the load the check made (an AUTORIZADOR); required with `write`. */
  readonly authoriser?: Credentials;
  readonly print: (line: string) => void;
}

export interface CheckResult {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

const spanishErrors = zod.locales.es().localeError;
const callTimeoutMs = 30_000;
const unknownId = 999_999_999;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** `$[0].totalAmountNIO`: where the mismatch is, as a JSON path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number'
        ? `${text}[${key}]`
        : /^[A-Za-z_]\w*$/.test(String(key))
          ? `${text}.${String(key)}`
          : `${text}[${JSON.stringify(String(key))}]`,
    '$',
  );
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What the line shows of a received value: short, and never a secret. */
function shown(path: readonly PropertyKey[], value: unknown): string {
  if (path.some((key) => /token|password/i.test(String(key)))) return '(oculto)';
  const text = value === undefined ? 'ausente' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** The first difference between an answer and a schema, or undefined when it conforms. */
export function firstMismatch(schema: z.ZodMiniType, data: unknown): string | undefined {
  const parsed = schema.safeParse(data, { error: spanishErrors });
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  if (!issue) return 'no cumple el contrato';
  return `${jsonPath(issue.path)}: ${issue.message} (recibido: ${shown(issue.path, valueAt(data, issue.path))})`;
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

/** Runs the calls and prints one line per call; never prints a token or a password. */
export async function runContractCheck(options: CheckOptions): Promise<CheckResult> {
  const base = options.base.endsWith('/') ? options.base : `${options.base}/`;
  const result = { passed: 0, failed: 0, skipped: 0 };

  const line = (verdict: 'OK' | 'FALLA' | 'OMITIDA', call: string, status: number | '—', detail = '') => {
    result[verdict === 'OK' ? 'passed' : verdict === 'FALLA' ? 'failed' : 'skipped'] += 1;
    options.print(`${verdict.padEnd(7)} ${String(status).padEnd(3)} ${call}${detail ? `  ${detail}` : ''}`);
  };

  async function send(endpoint: Endpoint, path: string, init: { token?: string; body?: unknown; key?: string }) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.token !== undefined) headers.Authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.key !== undefined) headers['Idempotency-Key'] = init.key;
    const response = await fetch(new URL(path, base), {
      method: endpoint.method.toUpperCase(),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(callTimeoutMs),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      // Not JSON: the schema check below reports it with what arrived.
    }
    return { status: response.status, body, headers: response.headers };
  }

  /**
   * One call, judged by its status and its body's schema. `label` names it as the contract does;
   * the answer is returned for the calls that follow its ids.
   */
  async function check(
    name: EndpointName,
    init: { token?: string; body?: unknown; key?: string; params?: Record<string, number>; label?: string },
    expected: { status: number; schema: z.ZodMiniType },
  ): Promise<Answer | undefined> {
    const endpoint: Endpoint = contract[name];
    const path = buildPath(endpoint.path, init.params);
    const call = `${init.label ?? name} ${endpoint.method.toUpperCase()} ${path}`;
    let answer: Answer;
    try {
      answer = await send(endpoint, path, init);
    } catch (error) {
      line('FALLA', call, '—', `sin respuesta: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
    if (answer.status !== expected.status) {
      const message = apiErrorBody.safeParse(answer.body).data?.message;
      line('FALLA', call, answer.status, `se esperaba ${expected.status}${message ? ` (${message})` : ''}`);
      return undefined;
    }
    const mismatch = firstMismatch(expected.schema, answer.body);
    if (mismatch) {
      line('FALLA', call, answer.status, mismatch);
      return undefined;
    }
    line('OK', call, answer.status);
    return answer;
  }

  const success = (name: EndpointName) => ({
    status: contract[name].created ? 201 : 200,
    schema: contract[name].response,
  });

  async function signIn(credentials: Credentials, label: string): Promise<{ token: string; role: string } | undefined> {
    const body = { userName: credentials.user, password: sha256Hex(credentials.password), scope: 'Portal' };
    const answer = await check('authenticate', { body, label }, success('authenticate'));
    const parsed = contract.authenticate.response.safeParse(answer?.body);
    return parsed.success ? { token: parsed.data.access_token, role: parsed.data.user_data.roleName } : undefined;
  }

  const session = await signIn(options.credentials, 'authenticate');
  if (!session) return result;
  const { token, role } = session;

  const allowed = (name: EndpointName) => contract[name].roles?.some((allowedRole) => allowedRole === role) ?? true;
  const skip = (name: EndpointName, reason: string) => {
    line('OMITIDA', `${name} ${contract[name].method.toUpperCase()} ${contract[name].path}`, '—', reason);
  };
  const firstId = (answer: Answer | undefined, field: string): number | undefined => {
    const first: unknown = Array.isArray(answer?.body) ? answer.body[0] : undefined;
    const id = first !== null && typeof first === 'object' ? (first as Record<string, unknown>)[field] : undefined;
    return typeof id === 'number' ? id : undefined;
  };

  // Every read call the user's role may make; the ids of one answer lead to the next call.
  const answers = new Map<EndpointName, Answer | undefined>();
  for (const [name, endpoint] of Object.entries(contract) as [EndpointName, Endpoint][]) {
    if (endpoint.method !== 'get' || endpoint.path.includes(':')) continue;
    if (!endpoint.authenticated) skip(name, 'necesita una recuperación de contraseña en curso');
    else if (!allowed(name)) skip(name, `no es para el rol ${role}`);
    else answers.set(name, await check(name, { token }, success(name)));
  }
  const idLoad = firstId(answers.get('historyLoads'), 'idLoad');
  if (!allowed('factoringInvoicesByLoad')) skip('factoringInvoicesByLoad', `no es para el rol ${role}`);
  else if (idLoad === undefined) skip('factoringInvoicesByLoad', 'no hay una carga de HistoryLoads que seguir');
  else await check('factoringInvoicesByLoad', { token, params: { idLoad } }, success('factoringInvoicesByLoad'));
  const idCreditForm = firstId(answers.get('historicalDisbursements'), 'idCreditForm');
  if (idCreditForm === undefined)
    skip('historicalDisbursementDetail', 'no hay un desembolso de HistoricalDisbursements que seguir');
  else
    await check(
      'historicalDisbursementDetail',
      { token, params: { idCreditForm } },
      success('historicalDisbursementDetail'),
    );

  // The refusals that need no data.
  const error = (status: number) => ({ status, schema: apiErrorBody });
  await check('me', { label: 'me sin token' }, error(401));
  await check(
    'historicalDisbursementDetail',
    { token, params: { idCreditForm: unknownId }, label: 'historicalDisbursementDetail con id desconocido' },
    error(404),
  );
  await check('authenticate', { body: { scope: 'Portal' }, label: 'authenticate con cuerpo mal formado' }, error(400));

  if (options.write) await checkWrites(token);
  await check('logout', { token }, success('logout'));
  return result;

  /** One load sent twice under one key (a replay), again under another (409), then rejected. */
  async function checkWrites(debtorToken: string): Promise<void> {
    if (!allowed('loadInvoices')) {
      skip('loadInvoices', `--write necesita un usuario DEUDOR, no ${role}`);
      result.failed += 1;
      return;
    }
    const today = new Date().toISOString().slice(0, 10);
    const [year, month, day] = today.split('-');
    const invoiceNumber = `CONTRATO-${randomUUID().slice(0, 8).toUpperCase()}`;
    const body = {
      Invoices: [
        {
          providerIdentification: 'J0310000204517',
          providerName: 'Verificación de contrato',
          invoiceDate: today,
          invoiceDateFormatted: `${day}/${month}/${year}`,
          dueDate: today,
          dueDateFormatted: `${day}/${month}/${year}`,
          invoiceNumber,
          observations: 'Carga de prueba de npm run contract:check; se rechaza al terminar.',
          amountNIO: 1,
          amountUSD: 0,
          amount: 1,
          taxes: 100,
          opType: 1,
          currency: 'USD',
          deductionsLocalTaxes: true,
          deductionsDGI: true,
        },
      ],
    };
    const key = randomUUID();
    const first = await check('loadInvoices', { token: debtorToken, body, key }, success('loadInvoices'));
    const created = contract.loadInvoices.response.safeParse(first?.body);
    if (!created.success) return;
    const replay = await check(
      'loadInvoices',
      { token: debtorToken, body, key, label: 'loadInvoices repetida con la misma clave' },
      success('loadInvoices'),
    );
    if (replay && JSON.stringify(replay.body) !== JSON.stringify(first?.body)) {
      line('FALLA', 'loadInvoices repetida con la misma clave', replay.status, 'no devolvió la respuesta original');
    }
    await check(
      'loadInvoices',
      { token: debtorToken, body, key: randomUUID(), label: 'loadInvoices con las mismas facturas y otra clave' },
      { status: 409, schema: contract.loadInvoices.conflict ?? apiErrorBody },
    );
    if (!options.authoriser) {
      line('FALLA', 'updateLoadStatus', '—', `sin --authoriser, la carga ${created.data.idLoad} queda PENDIENTE`);
      return;
    }
    const authoriser = await signIn(options.authoriser, 'authenticate (autorizador)');
    if (!authoriser) return;
    await check(
      'factoringRequests',
      { token: authoriser.token, label: 'factoringRequests (autorizador)' },
      success('factoringRequests'),
    );
    const decision = await check(
      'updateLoadStatus',
      {
        token: authoriser.token,
        body: { IdLoad: created.data.idLoad, Status: 'deny', Reason: 'Carga de prueba del contrato' },
        key: randomUUID(),
      },
      success('updateLoadStatus'),
    );
    if (decision && contract.updateLoadStatus.response.safeParse(decision.body).data?.status !== 'RECHAZADA')
      line('FALLA', 'updateLoadStatus', decision.status, 'la carga no quedó RECHAZADA');
    await check('logout', { token: authoriser.token, label: 'logout (autorizador)' }, success('logout'));
  }
}
