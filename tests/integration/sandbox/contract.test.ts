import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type EndpointName } from '@contract/contract';
import { buildPath } from '@contract/endpoint';
import { demoUsers, sha256, testSandbox, type DemoUserName, type SandboxClient } from './sandbox-client';

/**
 * Every endpoint of the contract, for every demo user it applies to: the sandbox answers with
 * success and the body satisfies the contract's response schema. Adding an endpoint to the
 * contract without a scenario here fails the typecheck.
 */
interface Caller {
  readonly client: SandboxClient;
  readonly userName: DemoUserName;
  readonly token: string;
}

type Scenario = (caller: Caller) => Promise<Response>;

const factoring = (path: string) => `operations/Factoring/${path}`;

async function firstVisibleLoad({ client, token }: Caller): Promise<number> {
  const loads = await client.json<{ idLoad: number }[]>(factoring('HistoryLoads'), token);
  const first = loads[0];
  if (!first) throw new Error('sin cargas');
  return first.idLoad;
}

async function firstDisbursement({ client, token }: Caller): Promise<number> {
  const list = await client.json<{ idCreditForm: number }[]>(factoring('HistoricalDisbursements'), token);
  const first = list[0];
  if (!first) throw new Error('sin desembolsos');
  return first.idCreditForm;
}

function invoiceRow(invoiceNumber: string) {
  return {
    providerIdentification: 'J0310000123456',
    providerName: 'Cafetalera Las Segovias, S.A.',
    invoiceDate: '2026-01-05',
    invoiceDateFormatted: '05/01/2026',
    dueDate: '2026-03-06',
    dueDateFormatted: '06/03/2026',
    invoiceNumber,
    amountNIO: 125_000.5,
    amountUSD: 0,
    amount: 125_000.5,
    taxes: 100,
    opType: 1,
    currency: 'USD',
    deductionsLocalTaxes: true,
    deductionsDGI: true,
  };
}

/**
 * Drives a recovery for the caller's user name up to (not including) the given call, in a
 * sandbox of its own (recovery requests are rate-limited per user name).
 */
async function recovery({ client, userName }: Caller, until: 'images' | 'image' | 'send' | 'check' | 'reset') {
  const requestId = (
    (await (await client.post('auth/portal/requestChangePassword', { username: userName })).json()) as {
      requestID: string;
    }
  ).requestID;
  if (until === 'images') return { requestId };
  const images = await client.json<{ id: string; label: string }[]>(
    `${buildPath(contract.initialImages.path)}?sessionId=${requestId}`,
  );
  const { label } = await client.json<{ label: string }>(
    `__test__/recovery-image?username=${encodeURIComponent(userName)}`,
  );
  const imageId = images.find((image) => image.label === label)?.id ?? '';
  if (until === 'image') return { requestId, imageId };
  await client.post('auth/portal/checkUserImage', { requestId, recoveryImageId: imageId });
  if (until === 'send') return { requestId };
  await client.post('auth/portal/sendCodePassword', { requestId, method: 'sms' });
  const { code } = await client.json<{ code: string }>(`__test__/otp?username=${encodeURIComponent(userName)}`);
  if (until === 'check') return { requestId, code };
  await client.post('auth/portal/checkCodeChangePassword', { requestId, code });
  return { requestId };
}

const fresh = (userName: DemoUserName): Caller => ({ client: testSandbox(), userName, token: '' });

const scenarios: Record<EndpointName, Scenario> = {
  authenticate: ({ client, userName }) => client.authenticate(userName),
  me: ({ client, token }) => client.get(contract.me.path, token),
  validate: ({ client, token }) => client.get(contract.validate.path, token),
  userProducts: ({ client, token }) => client.get(contract.userProducts.path, token),
  permissions: ({ client, token }) => client.get(contract.permissions.path, token),
  logout: async ({ client, userName }) =>
    client.call(contract.logout.path, { method: 'POST', token: await client.login(userName) }),

  requestChangePassword: ({ client, userName }) =>
    client.post(contract.requestChangePassword.path, { username: userName }),
  initialImages: async ({ userName }) => {
    const caller = fresh(userName);
    const { requestId } = await recovery(caller, 'images');
    return caller.client.get(`${contract.initialImages.path}?sessionId=${requestId}`);
  },
  checkUserImage: async ({ userName }) => {
    const caller = fresh(userName);
    const { requestId, imageId } = await recovery(caller, 'image');
    return caller.client.post(contract.checkUserImage.path, { requestId, recoveryImageId: imageId });
  },
  sendCodePassword: async ({ userName }) => {
    const caller = fresh(userName);
    const { requestId } = await recovery(caller, 'send');
    return caller.client.post(contract.sendCodePassword.path, { requestId, method: 'sms' });
  },
  checkCodeChangePassword: async ({ userName }) => {
    const caller = fresh(userName);
    const { requestId, code } = await recovery(caller, 'check');
    return caller.client.post(contract.checkCodeChangePassword.path, { requestId, code });
  },
  resetPassword: async ({ userName }) => {
    const caller = fresh(userName);
    const { requestId } = await recovery(caller, 'reset');
    const other = sha256('OtraClave2026#');
    return caller.client.post(contract.resetPassword.path, {
      requestId,
      newPassword: other,
      confirmNewPassword: other,
    });
  },

  recentImports: ({ client, token }) => client.get(contract.recentImports.path, token),
  historyLoads: ({ client, token }) => client.get(contract.historyLoads.path, token),
  loadInvoices: ({ client, token, userName }) =>
    client.post(
      contract.loadInvoices.path,
      // The user's name without '@', which an invoice number may not hold.
      { Invoices: [invoiceRow(`CT-${userName.split('@')[0]}-1`), invoiceRow(`CT-${userName.split('@')[0]}-2`)] },
      token,
    ),
  factoringRequests: ({ client, token }) => client.get(contract.factoringRequests.path, token),
  factoringInvoicesByLoad: async (caller) =>
    caller.client.get(
      buildPath(contract.factoringInvoicesByLoad.path, { idLoad: await firstVisibleLoad(caller) }),
      caller.token,
    ),
  updateLoadStatus: async ({ client, token }) => {
    const pending = await client.json<{ idLoad: number }[]>(contract.factoringRequests.path, token);
    return client.post(
      contract.updateLoadStatus.path,
      { IdLoad: pending[0]?.idLoad, Status: 'approve', Reason: '' },
      token,
    );
  },
  addNewFactoringForm: async ({ client, token }) => {
    const available = await client.json<{ idInvoice: number }[]>(contract.availableInvoicesByProvider.path, token);
    return client.post(
      contract.addNewFactoringForm.path,
      { invoices: available.slice(0, 2).map((invoice) => invoice.idInvoice) },
      token,
    );
  },
  availableInvoicesByProvider: ({ client, token }) => client.get(contract.availableInvoicesByProvider.path, token),
  historicalDisbursements: ({ client, token }) => client.get(contract.historicalDisbursements.path, token),
  historicalDisbursementDetail: async (caller) =>
    caller.client.get(
      buildPath(contract.historicalDisbursementDetail.path, { idCreditForm: await firstDisbursement(caller) }),
      caller.token,
    ),
};

const names = Object.keys(contract) as EndpointName[];
const allowed = (name: EndpointName) => demoUsers.filter((user) => contract[name].roles?.includes(user.role) ?? true);
const cases = names.flatMap((name) => allowed(name).map((user) => [name, user.userName] as const));
const refused = names.flatMap((name) =>
  demoUsers
    .filter((user) => !(contract[name].roles?.includes(user.role) ?? true))
    .map((user) => [name, user.userName] as const),
);

describe('every sandbox answer satisfies the API contract', () => {
  const client = testSandbox();
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    for (const user of demoUsers) tokens.set(user.userName, await client.login(user.userName));
  });

  it('has a scenario for every endpoint of the contract', () => {
    expect(Object.keys(scenarios).sort()).toEqual([...names].sort());
  });

  it.each(cases)('%s answers %s with a body that the contract response schema accepts', async (name, userName) => {
    const response = await scenarios[name]({ client, userName, token: tokens.get(userName) ?? '' });
    const body: unknown = await response.json();
    expect(response.ok, JSON.stringify(body)).toBe(true);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const parsed = contract[name].response.safeParse(body);
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it.each(refused)('%s refuses %s with 403', async (name, userName) => {
    const endpoint = contract[name];
    const path = buildPath(endpoint.path, { idLoad: 501, idCreditForm: 3101 });
    const response = await client.call(path, {
      method: endpoint.method.toUpperCase(),
      token: tokens.get(userName) ?? '',
      ...(endpoint.method === 'post' ? { body: {} } : {}),
    });
    expect(response.status).toBe(403);
  });

  it.each(names.filter((name) => contract[name].authenticated))('%s answers 401 without a token', async (name) => {
    const endpoint = contract[name];
    const path = buildPath(endpoint.path, { idLoad: 501, idCreditForm: 3101 });
    const response = await client.call(path, {
      method: endpoint.method.toUpperCase(),
      ...(endpoint.method === 'post' ? { body: {} } : {}),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Sesión no válida o expirada' });
  });

  it.each(names.filter((name) => contract[name].method === 'post' && name !== 'logout'))(
    '%s rejects an empty object body with a Spanish 400',
    async (name) => {
      const endpoint = contract[name];
      const user = allowed(name)[0]?.userName ?? 'deudor@demo.ni';
      const response = await client.call(endpoint.path, {
        method: 'POST',
        body: {},
        ...(endpoint.authenticated ? { token: tokens.get(user) ?? '' } : {}),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string };
      expect(body.message).toMatch(/^La solicitud no es válida: /);
    },
  );
});
