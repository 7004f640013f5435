import fc from 'fast-check';
import { contract as realContract, type Contract, type EndpointName } from '../../contract/contract';
import { buildPath, type Endpoint } from '../../contract/endpoint';
import { apiErrorBody, emptyRequest } from '../../contract/schemas';
import type { z } from '../../contract/zod';

/**
 * `contract:check --generated`: for every operation of the OpenAPI document, requests generated
 * from its own schemas (fast-check) are sent to the API, and
 *  - a request the contract's rules accept is never refused as out of contract (400 with issues);
 *  - a request they refuse is answered 400;
 *  - a request the document allows is not refused by a rule the document could state but does not
 *    (it would be looser than the server);
 *  - a request changed to break the document (an id as "519", [520] or " 521 ", 0 or 0.5, an empty
 *    identifier, a repeated id, a missing field) is answered 400: nothing is coerced;
 *  - every answer's status is in the document for its operation, its body matches that status's
 *    schema, and every message is Spanish;
 *  - a known path called with another method answers 405 with `Allow`.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Role = 'DEUDOR' | 'AUTORIZADOR' | 'PROVEEDOR';

export interface GeneratedCheckOptions {
  /** The API, as a fetch (in process or over the network). */
  readonly fetch: (request: Request) => Promise<Response>;
  /** The API's base URL, ending in /api/. */
  readonly base: string;
  /** The OpenAPI document the API claims to follow. */
  readonly document: JsonObject;
  /** Who signs in for the calls of each role. */
  readonly users: Readonly<Record<Role, { readonly user: string; readonly passwordHash: string }>>;
  /** Generated requests per operation (default 30). */
  readonly runs?: number;
  readonly seed?: number;
  /** The contract whose rules the API applies; the real one unless a test plants a defect in it. */
  readonly contract?: Contract;
}

export interface GeneratedCheckResult {
  /** Requests sent. */
  readonly sent: number;
  readonly failures: readonly string[];
}

const record = (value: Json | undefined): JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
const list = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);

const textUnit = fc.constantFrom(...Array.from('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789 -./_#'));

/** A calendar day as the document's `format: date` says; most within the bounds the contract names. */
const calendarDay = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Requests the schema allows, drawn by fast-check; objects get every property, optional ones now and then. */
export function arbitraryOf(schema: Json): fc.Arbitrary<Json> {
  const s = record(schema);
  if ('const' in s) return fc.constant(s.const ?? null);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const anyOf = list(s.anyOf ?? s.oneOf);
  if (anyOf.length > 0) return fc.oneof(...anyOf.map(arbitraryOf));
  switch (s.type) {
    case 'object': {
      const properties = record(s.properties);
      const required = new Set(list(s.required).map(String));
      const entries = Object.keys(properties);
      return fc.record(Object.fromEntries(entries.map((key) => [key, arbitraryOf(properties[key] ?? {})])), {
        requiredKeys: entries.filter((key) => required.has(key)),
      });
    }
    case 'array': {
      const minLength = typeof s.minItems === 'number' ? s.minItems : 0;
      const maxLength = Math.min(typeof s.maxItems === 'number' ? s.maxItems : 5, minLength + 4);
      const items = arbitraryOf(s.items ?? {});
      return s.uniqueItems === true
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'integer': {
      const min =
        typeof s.minimum === 'number'
          ? s.minimum
          : typeof s.exclusiveMinimum === 'number'
            ? s.exclusiveMinimum + 1
            : -1000;
      const max = typeof s.maximum === 'number' ? Math.min(s.maximum, Number.MAX_SAFE_INTEGER) : 1_000_000;
      // Small values often, so lists repeat ids and ids meet stored records.
      return fc.oneof(
        fc.integer({ min, max: Math.min(max, min + 20) }),
        fc.integer({ min, max: Math.min(max, min + 1000) }),
        fc.integer({ min, max }),
      );
    }
    case 'number':
      return fc.integer({ min: -100_000, max: 10_000_000 }).map((cents) => cents / 100);
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (s.format === 'date') return calendarDay;
      if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern));
      const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
      const maxLength = Math.min(typeof s.maxLength === 'number' ? s.maxLength : 40, minLength + 40);
      return fc.string({ unit: textUnit, minLength, maxLength });
    }
    default:
      return fc.constant(null);
  }
}

interface Mutation {
  readonly path: readonly (string | number)[];
  readonly value: Json | undefined;
  readonly what: string;
}

/** Every way to break `value` at one place so that the document forbids it. */
function mutations(schema: Json, value: Json | undefined, path: (string | number)[] = []): Mutation[] {
  const s = record(schema);
  const here = (replacement: Json | undefined, what: string): Mutation => ({ path, value: replacement, what });
  const found: Mutation[] = [];
  if (s.type === 'object') {
    const properties = record(s.properties);
    const required = new Set(list(s.required).map(String));
    for (const [key, child] of Object.entries(properties)) {
      const childValue = record(value ?? null)[key];
      if (required.has(key)) found.push({ path: [...path, key], value: undefined, what: `sin ${key}` });
      if (childValue !== undefined) found.push(...mutations(child, childValue, [...path, key]));
    }
  } else if (s.type === 'array' && Array.isArray(value)) {
    const [first] = value;
    if (s.uniqueItems === true && first !== undefined) found.push(here([...value, first], 'un elemento repetido'));
    if (first !== undefined) found.push(...mutations(s.items ?? {}, first, [...path, 0]));
  } else if (s.type === 'integer' && typeof value === 'number') {
    found.push(
      here(String(value), `"${value}" (texto)`),
      here([value], `[${value}]`),
      here(` ${value} `, `" ${value} "`),
    );
    found.push(here(value + 0.5, `${value + 0.5} (no entero)`));
    const min =
      typeof s.minimum === 'number'
        ? s.minimum
        : typeof s.exclusiveMinimum === 'number'
          ? s.exclusiveMinimum + 1
          : undefined;
    if (min !== undefined) found.push(here(min - 1, `${min - 1} (bajo el mínimo)`));
  } else if (s.type === 'number' && typeof value === 'number') {
    found.push(here(String(value), `"${value}" (texto)`), here([value], `[${value}]`));
  } else if (s.type === 'string' && typeof value === 'string') {
    if (typeof s.minLength === 'number' && s.minLength > 0) found.push(here('', 'texto vacío'));
    if (typeof s.maxLength === 'number') found.push(here('A'.repeat(s.maxLength + 1), 'texto de más'));
    if (Array.isArray(s.enum) || 'const' in s) found.push(here('otro-valor', 'valor fuera de la lista'));
    found.push(here(7, 'un número en vez de texto'));
  }
  return found;
}

function withMutation(value: Json, mutation: Mutation): Json | undefined {
  if (mutation.path.length === 0) return mutation.value;
  const copy = JSON.parse(JSON.stringify(value)) as Json;
  let target: Json = copy;
  for (const key of mutation.path.slice(0, -1)) target = (target as Record<string | number, Json>)[key] ?? null;
  const last = mutation.path[mutation.path.length - 1] ?? '';
  const parent = target as Record<string | number, Json>;
  if (mutation.value === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = mutation.value;
  return copy;
}

const english = /\b(the|not|found|request|invalid|error|failed|unauthori[sz]ed|forbidden|too many|must)\b/i;
const spanish = /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|que|en|un|una|es|se|por|para|con|su)\b/i;

/** Whether a message reads as Spanish, not as English. */
export const readsSpanish = (message: string): boolean => spanish.test(message) && !english.test(message);

/** Issues the document could have stated: any but the contract's own rules (`custom`), unless a rule names its keyword. */
function statable(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.filter(
    (issue) => issue.code !== 'custom' || (issue.params as { keyword?: unknown } | undefined)?.keyword !== undefined,
  );
}

interface Operation {
  readonly name: EndpointName;
  readonly endpoint: Endpoint;
  readonly path: string;
  readonly method: string;
  readonly document: JsonObject;
}

function operationsOf(document: JsonObject, contract: Contract): Operation[] {
  const operations: Operation[] = [];
  for (const [name, endpoint] of Object.entries(contract) as [EndpointName, Endpoint][]) {
    const path = `/${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const described = record(record(record(document.paths)[path])[endpoint.method]);
    operations.push({ name, endpoint, path, method: endpoint.method.toUpperCase(), document: described });
  }
  // Logout ends the session the other calls use: last.
  return operations.sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'));
}

const requestSchemaOf = (operation: Operation): Json | undefined =>
  record(record(record(record(operation.document.requestBody).content)['application/json']).schema).type === undefined
    ? undefined
    : record(record(record(operation.document.requestBody).content)['application/json']).schema;

interface Sent {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

export async function runGeneratedCheck(options: GeneratedCheckOptions): Promise<GeneratedCheckResult> {
  const contract = options.contract ?? realContract;
  const runs = options.runs ?? 30;
  const seed = options.seed ?? 20_260_115;
  const failures: string[] = [];
  let sent = 0;

  const call = async (method: string, path: string, body: Json | undefined, token?: string): Promise<Sent> => {
    sent += 1;
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await options.fetch(
      new Request(new URL(path.replace(/^\//, ''), options.base), {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      // Left as text: the body check below says it is not JSON.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  const tokens = new Map<Role, string>();
  for (const [role, { user, passwordHash }] of Object.entries(options.users) as [
    Role,
    { user: string; passwordHash: string },
  ][]) {
    const answer = await call('POST', contract.authenticate.path, {
      userName: user,
      password: passwordHash,
      scope: 'Portal',
    });
    const token = (answer.body as { access_token?: unknown } | undefined)?.access_token;
    if (answer.status !== 200 || typeof token !== 'string') {
      failures.push(`authenticate: ${user} no pudo iniciar sesión (${answer.status})`);
      return { sent, failures };
    }
    tokens.set(role, token);
  }

  /** The answer's status is in the document for the operation, and its body matches that status's schema. */
  const checkAnswer = (operation: Operation, what: string, answer: Sent): void => {
    const where = `${operation.name} ${what}`;
    const documented = record(operation.document.responses);
    if (!(String(answer.status) in documented)) {
      failures.push(`${where}: respondió ${answer.status}, que el documento no declara para la operación`);
      return;
    }
    const { endpoint } = operation;
    const schema: z.ZodMiniType =
      answer.status < 300
        ? endpoint.response
        : answer.status === 409 && endpoint.conflict
          ? endpoint.conflict
          : apiErrorBody;
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success)
      failures.push(
        `${where}: el cuerpo del ${answer.status} no cumple su esquema (${parsed.error.issues[0]?.message ?? ''})`,
      );
    const message = (answer.body as { message?: unknown } | undefined)?.message;
    if (answer.status >= 400 && typeof message === 'string' && !readsSpanish(message))
      failures.push(`${where}: el mensaje del ${answer.status} no está en español: «${message}»`);
  };

  for (const operation of operationsOf(options.document, contract)) {
    const { endpoint, name } = operation;
    if (Object.keys(operation.document).length === 0) {
      failures.push(`${name}: no está en el documento (${operation.method} ${operation.path})`);
      continue;
    }
    const role = endpoint.roles?.[0] ?? (endpoint.authenticated ? 'DEUDOR' : undefined);
    const token = role === undefined ? undefined : tokens.get(role);
    const parameters = list(operation.document.parameters)
      .map(record)
      .map((parameter) => ({
        name: typeof parameter.name === 'string' ? parameter.name : '',
        schema: parameter.schema ?? {},
        in: parameter.in,
      }));
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
    const bodySchema = requestSchemaOf(operation);
    const requestArbitrary = fc.record({
      params: fc.record(Object.fromEntries(pathParameters.map((p) => [p.name, arbitraryOf(p.schema)]))),
      query: fc.record(Object.fromEntries(queryParameters.map((p) => [p.name, arbitraryOf(p.schema)]))),
      body: bodySchema === undefined ? fc.constant(undefined) : arbitraryOf(bodySchema),
    });
    const urlOf = (params: Record<string, unknown>, query: Record<string, unknown>) => {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
      return `${buildPath(endpoint.path, params as Record<string, string | number>)}${search ? `?${search}` : ''}`;
    };

    // The document's own example: accepted (an answer the contract describes, never a 400).
    const example = record(record(record(operation.document.requestBody).content)['application/json']).example;
    if (example !== undefined) {
      const answer = await call(operation.method, buildPath(endpoint.path, {}), example, token);
      checkAnswer(operation, 'con el ejemplo del documento', answer);
      if (answer.status === 400) failures.push(`${name}: el ejemplo del documento recibió 400: ${shortJson(example)}`);
    }

    for (const [index, request] of fc
      .sample(requestArbitrary, { numRuns: runs, seed: seed + index0(name) })
      .entries()) {
      const what = `generada #${index + 1}`;
      const body = request.body;
      const url = urlOf(request.params, request.query);
      const answer = await call(operation.method, url, body, token);
      checkAnswer(operation, what, answer);
      const rules = endpoint.request === emptyRequest ? undefined : endpoint.request.safeParse(body);
      const queryRules = endpoint.query?.safeParse(request.query);
      const valid = (rules?.success ?? true) && (queryRules?.success ?? true);
      const refusedAsOutOfContract =
        answer.status === 400 && (answer.body as { issues?: unknown } | undefined)?.issues !== undefined;
      if (valid && refusedAsOutOfContract)
        failures.push(
          `${name} ${what}: el servidor rechazó con 400 una petición que el contrato admite: ${shortJson(body)}`,
        );
      if (!valid && answer.status !== 400)
        failures.push(`${name} ${what}: respondió ${answer.status} a una petición que el contrato rechaza`);
      const looser = statable([...(rules?.error?.issues ?? []), ...(queryRules?.error?.issues ?? [])]);
      const first = looser[0];
      if (first)
        failures.push(
          `${name} ${what}: el documento admite lo que el servidor rechaza (${first.path.join('.')}: ${first.message}; enviado ${shortJson(body)})`,
        );

      // The same request, broken once where the document forbids it: always a 400. The document's
      // example, a request the server accepts, is broken first, so each break is the only fault.
      const base = index === 0 && example !== undefined ? example : body;
      if (index < 3 && base !== undefined && bodySchema !== undefined) {
        for (const mutation of mutations(bodySchema, base)) {
          const broken = withMutation(base, mutation);
          const refused = await call(operation.method, url, broken, token);
          checkAnswer(operation, `con ${mutation.what} en ${mutation.path.join('.') || 'el cuerpo'}`, refused);
          if (refused.status !== 400)
            failures.push(
              `${name}: con ${mutation.what} en ${mutation.path.join('.') || 'el cuerpo'} respondió ${refused.status}, no 400: el servidor acepta lo que el documento prohíbe`,
            );
        }
      }
      if (index < 1) {
        for (const parameter of pathParameters) {
          for (const wrong of ['abc', '0', '1.5', '-3', '1e3']) {
            const refused = await call(
              operation.method,
              urlOf({ ...request.params, [parameter.name]: wrong }, request.query),
              body,
              token,
            );
            checkAnswer(operation, `con ${parameter.name}=${wrong}`, refused);
            if (refused.status !== 400)
              failures.push(`${name}: con ${parameter.name}=${wrong} respondió ${refused.status}, no 400`);
          }
        }
      }
    }

    // A known path with another method: 405, naming the method it takes.
    const other = operation.method === 'GET' ? 'POST' : 'GET';
    const wrongMethod = await call(
      other,
      buildPath(endpoint.path, Object.fromEntries(pathParameters.map((p) => [p.name, 1]))),
      undefined,
      token,
    );
    const allow = wrongMethod.headers.get('allow') ?? '';
    if (wrongMethod.status !== 405 || !allow.toUpperCase().split(/,\s*/).includes(operation.method))
      failures.push(
        `${name}: ${other} respondió ${wrongMethod.status} (Allow: «${allow}»), no 405 con Allow: ${operation.method}`,
      );
  }
  return { sent, failures };
}

const shortJson = (value: Json | undefined): string =>
  value === undefined ? 'sin cuerpo' : JSON.stringify(value).slice(0, 160);

/** A seed offset per operation, so each draws its own requests and a run is repeatable. */
function index0(name: string): number {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) % 1_000_003;
  return hash;
}
