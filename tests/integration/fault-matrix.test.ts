import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandbox, type FaultRule } from '../../sandbox/app';
import { contract, type EndpointName } from '@contract/contract';
import { contractStatusCode, isApiError, type ApiErrorKind } from '@/lib/http/api-error';
import { createHttpClient, type HttpClient } from '@/lib/http/client';
import { apiErrorMessages } from '@/lib/http/messages';
import { withFreshStorages } from '../unit/lib/memory-storage';
import { faultInvoice } from './sandbox/sandbox-client';

/**
 * Every call of the contract, under each of the six ways a call fails in the sandbox, through the
 * real HTTP client: the caller always gets an ApiError whose kind and Spanish message say what went
 * wrong, and only calls that cannot do anything twice (reads, and writes carrying an
 * Idempotency-Key) are sent again. The screens show that message under their own title; one
 * end-to-end test per kind of screen (tests/e2e/failure-paths.spec.ts and the feature specs) shows
 * it reaches the user.
 */

const FAULTS = ['drop', '500', '503', 'timeout', 'not-json', 'bad-contract'] as const;
type Fault = (typeof FAULTS)[number];

const hash = 'a'.repeat(64);

/** One well-formed call of each endpoint. A Record over the contract: a new endpoint does not compile until it is here. */
const CALLS: Record<EndpointName, (api: HttpClient) => Promise<unknown>> = {
  authenticate: (api) =>
    api.callApi('authenticate', { body: { userName: 'deudor@demo.ni', password: hash, scope: 'Portal' } }),
  me: (api) => api.callApi('me'),
  validate: (api) => api.callApi('validate'),
  userProducts: (api) => api.callApi('userProducts'),
  permissions: (api) => api.callApi('permissions'),
  logout: (api) => api.callApi('logout'),
  requestChangePassword: (api) => api.callApi('requestChangePassword', { body: { username: 'proveedor@demo.ni' } }),
  initialImages: (api) => api.callApi('initialImages', { query: { sessionId: 'sesion-1' } }),
  checkUserImage: (api) =>
    api.callApi('checkUserImage', { body: { requestId: 'sesion-1', recoveryImageId: 'imagen-1' } }),
  sendCodePassword: (api) => api.callApi('sendCodePassword', { body: { requestId: 'sesion-1', method: 'sms' } }),
  checkCodeChangePassword: (api) =>
    api.callApi('checkCodeChangePassword', { body: { requestId: 'sesion-1', code: '123456' } }),
  resetPassword: (api) =>
    api.callApi('resetPassword', { body: { requestId: 'sesion-1', newPassword: hash, confirmNewPassword: hash } }),
  recentImports: (api) => api.callApi('recentImports'),
  historyLoads: (api) => api.callApi('historyLoads'),
  loadInvoices: (api) => api.callApi('loadInvoices', { body: { Invoices: [faultInvoice] } }),
  factoringRequests: (api) => api.callApi('factoringRequests'),
  factoringInvoicesByLoad: (api) => api.callApi('factoringInvoicesByLoad', { params: { idLoad: 1 } }),
  updateLoadStatus: (api) =>
    api.callApi('updateLoadStatus', { body: { IdLoad: 1, Status: 'deny', Reason: 'Montos incorrectos.' } }),
  addNewFactoringForm: (api) => api.callApi('addNewFactoringForm', { body: { invoices: [1, 2] } }),
  availableInvoicesByProvider: (api) => api.callApi('availableInvoicesByProvider'),
  historicalDisbursements: (api) => api.callApi('historicalDisbursements'),
  historicalDisbursementDetail: (api) => api.callApi('historicalDisbursementDetail', { params: { idCreditForm: 1 } }),
};

interface Outcome {
  readonly call: EndpointName;
  readonly kind: ApiErrorKind;
  readonly statusCode: number;
  readonly message: string;
  /** How many times the client sent it. */
  readonly sent: number;
}

/** The client's wait for an answer: short under 'timeout', so the held call runs it out at once. */
const timeoutMs = (fault: Fault) => (fault === 'timeout' ? 100 : 30_000);

/** What the user is told for each fault: the client's own texts, or the server's Spanish message. */
const EXPECTED: Readonly<Record<Fault, Pick<Outcome, 'kind' | 'statusCode' | 'message'>>> = {
  drop: { kind: 'network', statusCode: 500, message: apiErrorMessages.network },
  '500': { kind: 'http', statusCode: 500, message: 'Ocurrió un error interno. Por favor, inténtelo de nuevo.' },
  '503': {
    kind: 'http',
    statusCode: 503,
    message: 'Servicio no disponible temporalmente. Por favor, inténtelo de nuevo en unos momentos.',
  },
  timeout: { kind: 'timeout', statusCode: 500, message: apiErrorMessages.timeout },
  'not-json': { kind: 'contract', statusCode: contractStatusCode, message: apiErrorMessages.contract },
  'bad-contract': { kind: 'contract', statusCode: contractStatusCode, message: apiErrorMessages.contract },
};

/** Faults after which a replayable call is sent again: the ones that may pass (Ky's rules, and the client's retry count). */
const RETRIED: ReadonlySet<Fault> = new Set(['drop', '500', '503']);
const RETRY_ATTEMPTS = 3;

const replayable = (name: EndpointName) => {
  const endpoint = contract[name];
  return endpoint.method === 'get' || ('idempotent' in endpoint && endpoint.idempotent === true);
};

async function underFault(call: EndpointName, fault: Fault): Promise<Outcome> {
  const rule: FaultRule = { kind: fault, match: `^${contract[call].path.split('/:')[0]}` };
  const sandbox = createSandbox({ mode: 'test', faults: [rule] });
  let sent = 0;
  const api = createHttpClient({
    fetch: (input, init) => {
      sent += 1;
      return sandbox.fetch(input, init);
    },
    baseUrl: 'http://portal.test/api/',
    retryDelay: () => 0,
    timeoutMs: timeoutMs(fault),
    onUnauthorized: () => {
      throw new Error(`${call}: a fault is not a 401`);
    },
  });
  const error = await CALLS[call](api).then(
    () => new Error(`${call} / ${fault}: the call succeeded`),
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`${call} / ${fault}: not an ApiError: ${String(error)}`);
  return { call, kind: error.kind, statusCode: error.statusCode, message: error.message, sent };
}

withFreshStorages();

beforeEach(() => {
  // The client logs each failure; here they are the point, not noise.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('every contract call under every fault, through the real client and sandbox', () => {
  const names = Object.keys(contract) as EndpointName[];

  it('covers every endpoint of the contract', () => {
    expect(Object.keys(CALLS).sort()).toEqual([...names].sort());
  });

  it.each(FAULTS)(
    '%s: a Spanish ApiError that says what failed; only replayable calls are sent again',
    async (fault) => {
      // All calls at once: a 503's Retry-After (1 s) then costs one wait, not one per call.
      const outcomes = await Promise.all(names.map((name) => underFault(name, fault)));
      expect(outcomes).toEqual(
        names.map((call) => ({
          call,
          ...EXPECTED[fault],
          sent: replayable(call) && RETRIED.has(fault) ? 1 + RETRY_ATTEMPTS : 1,
        })),
      );
    },
  );
});
