import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { contract, type Contract, type EndpointName } from '../contract/contract';
import type { Endpoint } from '../contract/endpoint';
import { emptyRequest } from '../contract/schemas';
import type { SandboxUser } from './demo-users';
import { ApiFailure } from './http-error';
import { bodyFingerprint, isValidIdempotencyKey, type StoredReply } from './idempotency';
import { messages } from './messages';
import { BodyBudget, readJson } from './request-body';
import { answerStatuses } from './statuses';
import type { SandboxState } from './state';

/** Bindings the Node adapter passes (absent when the app is called in process). */
export interface SandboxEnv {
  Bindings: { incoming?: unknown };
}
export type SandboxApp = Hono<SandboxEnv>;
export type SandboxContext = Context<SandboxEnv>;

type Body<Name extends EndpointName> = z.output<Contract[Name]['request']>;
type Data<Name extends EndpointName> = z.input<Contract[Name]['response']>;

export interface Reply<Name extends EndpointName> {
  readonly status?: 200 | 201;
  readonly data: Data<Name>;
}

export interface PublicCall<Name extends EndpointName> {
  readonly c: SandboxContext;
  readonly body: Body<Name>;
  readonly query: Readonly<Record<string, string>>;
  readonly params: Readonly<Record<string, string>>;
}

export interface UserCall<Name extends EndpointName> extends PublicCall<Name> {
  readonly user: SandboxUser;
  readonly token: string;
}

interface Answer {
  readonly reply: StoredReply;
  readonly replayed: boolean;
}

const spanishErrors = z.locales.es().localeError;

export const apiPath = (endpoint: Endpoint): string => `/api/${endpoint.path}`;

function invalid(prefix: string, error: z.core.$ZodError): ApiFailure {
  const issues = error.issues
    .slice(0, 20)
    .map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const first = issues[0];
  const detail = first ? `: ${first.path ? `${first.path}: ` : ''}${first.message}` : '';
  return new ApiFailure(400, `${prefix}${detail}`, { issues });
}

type ListItem = NonNullable<Endpoint['item']>;

/** The fields the contract names for a record, and nothing the sandbox keeps beside them. */
function contractFields(item: ListItem, record: unknown): unknown {
  const shape = 'shape' in item && typeof item.shape === 'object' && item.shape !== null ? item.shape : undefined;
  if (!shape || record === null || typeof record !== 'object') return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => key in shape));
}

/**
 * A list answers whatever one record holds: each record goes out through the contract on its own,
 * and one that fails it is logged loudly and sent as it is stored (its contract fields only), for
 * the client to leave out with a notice. Before, one such record answered 500 to the whole list,
 * for every user who could see it, until someone repaired the data.
 */
function listReply(endpoint: Endpoint, item: ListItem, status: 200 | 201, data: unknown): StoredReply {
  if (!Array.isArray(data)) return toReply({ ...endpoint, item: undefined }, status, data);
  const body = data.map((record: unknown, index) => {
    const parsed = item.safeParse(record);
    if (parsed.success) return parsed.data;
    console.error(
      `[sandbox] registro fuera de contrato en ${endpoint.path} (posición ${index}):\n${z.prettifyError(parsed.error)}`,
    );
    return contractFields(item, record);
  });
  return { status, body };
}

/** The response goes out only through its contract schema: a drift is a loud 500, never silent. */
export function toReply(endpoint: Endpoint, status: 200 | 201, data: unknown): StoredReply {
  if (endpoint.item) return listReply(endpoint, endpoint.item, status, data);
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    console.error(`[sandbox] respuesta fuera de contrato en ${endpoint.path}:\n${z.prettifyError(parsed.error)}`);
    throw new ApiFailure(500, messages.contractViolation);
  }
  return { status, body: parsed.data };
}

/**
 * A handler's reply through the contract, at once when the handler answered at once: then an
 * idempotent call stores the records and the answer in one transaction (see IdempotencyStore).
 */
function answered<Name extends EndpointName>(
  endpoint: Endpoint,
  reply: Reply<Name> | Promise<Reply<Name>>,
): StoredReply | Promise<StoredReply> {
  if (reply instanceof Promise) return reply.then((data) => toReply(endpoint, data.status ?? 200, data.data));
  return toReply(endpoint, reply.status ?? 200, reply.data);
}

/**
 * Registers the handlers of contract endpoints: authentication (401), roles (403), query and
 * body validation against the contract (400, Spanish messages), idempotency keys, and responses
 * parsed through the contract's response schema.
 */
export class ContractRouter {
  constructor(
    private readonly app: SandboxApp,
    private readonly state: SandboxState,
    private readonly bodies: BodyBudget = new BodyBudget(),
  ) {}

  public<Name extends EndpointName>(
    name: Name,
    handler: (call: PublicCall<Name>) => Reply<Name> | Promise<Reply<Name>>,
  ): void {
    const endpoint: Endpoint = contract[name];
    if (endpoint.authenticated) throw new Error(`${name} requiere autenticación: regístrelo con user()`);
    this.#register(endpoint, async (c) => {
      const { call, raw } = await this.#prepare<Name>(c, endpoint);
      const execute = () => answered(endpoint, handler(call));
      const key = c.req.header('idempotency-key');
      if (!endpoint.idempotent || key === undefined) return { reply: await execute(), replayed: false };
      if (!isValidIdempotencyKey(key)) throw new ApiFailure(400, messages.invalidIdempotencyKey);
      // No user to scope by: the key (random, known only to the client) and the body, which names
      // the recovery, are the scope; another body under the same key is refused (422).
      return this.state.idempotency.run(`public:${name}:${key}`, bodyFingerprint(raw), execute);
    });
  }

  user<Name extends EndpointName>(
    name: Name,
    handler: (call: UserCall<Name>) => Reply<Name> | Promise<Reply<Name>>,
  ): void {
    const endpoint: Endpoint = contract[name];
    if (!endpoint.authenticated) throw new Error(`${name} es público: regístrelo con public()`);
    this.#register(endpoint, async (c) => {
      const { user, token } = this.#authenticate(c);
      if (endpoint.roles && !endpoint.roles.includes(user.roleName)) throw new ApiFailure(403, messages.forbidden);
      const { call, raw } = await this.#prepare<Name>(c, endpoint);
      const execute = () => answered(endpoint, handler({ ...call, user, token }));
      const key = c.req.header('idempotency-key');
      if (!endpoint.idempotent || key === undefined) return { reply: await execute(), replayed: false };
      if (!isValidIdempotencyKey(key)) throw new ApiFailure(400, messages.invalidIdempotencyKey);
      return this.state.idempotency.run(`${user.userId}:${name}:${key}`, bodyFingerprint(raw), execute);
    });
  }

  #register(endpoint: Endpoint, run: (c: SandboxContext) => Promise<Answer>): void {
    const statuses = answerStatuses(endpoint);
    this.app.on(endpoint.method.toUpperCase(), apiPath(endpoint), async (c) => {
      const { reply, replayed } = await run(c).catch((error: unknown) => {
        // Only the statuses the contract declares for this call (the document lists the same).
        if (error instanceof ApiFailure && error.status !== 500 && !statuses.has(error.status)) {
          console.error(`[sandbox] ${endpoint.path} iba a responder ${error.status}, que su contrato no declara`);
          throw new ApiFailure(500, messages.contractViolation, {}, {}, error);
        }
        throw error;
      });
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.body(JSON.stringify(reply.body), reply.status, { 'Content-Type': 'application/json; charset=utf-8' });
    });
  }

  #authenticate(c: SandboxContext): { user: SandboxUser; token: string } {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const user = token === undefined ? undefined : this.state.userForToken(token);
    if (token === undefined || !user) throw new ApiFailure(401, messages.invalidSession);
    return { user, token };
  }

  async #prepare<Name extends EndpointName>(
    c: SandboxContext,
    endpoint: Endpoint,
  ): Promise<{ call: PublicCall<Name>; raw: unknown }> {
    const query = c.req.query();
    if (endpoint.query) {
      const parsed = endpoint.query.safeParse(query, { error: spanishErrors });
      if (!parsed.success) throw invalid(messages.invalidQuery, parsed.error);
    }
    if (endpoint.request === emptyRequest) {
      return { call: { c, body: undefined as Body<Name>, query, params: c.req.param() }, raw: undefined };
    }
    const raw = await readJson(c, this.bodies);
    const parsed = endpoint.request.safeParse(raw, { error: spanishErrors });
    if (!parsed.success) throw invalid(messages.invalidRequest, parsed.error);
    return { call: { c, body: parsed.data as Body<Name>, query, params: c.req.param() }, raw };
  }
}
