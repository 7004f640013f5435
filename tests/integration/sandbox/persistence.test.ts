import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox, type SandboxOptions } from '../../../sandbox/app';
import { databaseFileName } from '../../../sandbox/db';
import type { AvailableInvoice, Disbursement, Load, LoadInvoice, VerificationImage } from '@contract/schemas';
import { manualClock, sampleInvoice, sha256, SandboxClient } from './sandbox-client';

const factoring = (name: string) => `operations/Factoring/${name}`;
const portal = (name: string) => `auth/portal/${name}`;

const folders: string[] = [];
const open: SandboxClient[] = [];

afterEach(() => {
  for (const client of open.splice(0)) client.sandbox.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
  folders.push(folder);
  return folder;
}

/** A sandbox on `dataDir`, as `npm run sandbox` starts it (`fresh`: as `npm run sandbox:reset`). */
function start(dataDir: string, options: Partial<SandboxOptions> = {}): SandboxClient {
  const client = new SandboxClient(createSandbox({ mode: 'test', dataDir, ...options }));
  open.push(client);
  return client;
}

function stop(client: SandboxClient): void {
  client.sandbox.close();
  open.splice(open.indexOf(client), 1);
}

/** Stops the sandbox and starts another on the same folder, as a restart of the process would. */
function restart(client: SandboxClient, dataDir: string, options: Partial<SandboxOptions> = {}): SandboxClient {
  stop(client);
  return start(dataDir, options);
}

async function sendLoad(client: SandboxClient, token: string, numbers: readonly string[], key?: string) {
  const response = await client.post(
    factoring('LoadInvoices'),
    { Invoices: numbers.map((number) => sampleInvoice(number)) },
    token,
    key === undefined ? undefined : { 'Idempotency-Key': key },
  );
  return { response, load: response.status === 201 ? ((await response.json()) as Load) : undefined };
}

async function created(client: SandboxClient, token: string, numbers: readonly string[]): Promise<Load> {
  const { response, load } = await sendLoad(client, token, numbers);
  if (!load) throw new Error(`LoadInvoices: ${response.status} ${await response.text()}`);
  return load;
}

const history = (client: SandboxClient, token: string) => client.json<Load[]>(factoring('HistoryLoads'), token);

describe('sandbox data kept in its folder', () => {
  it('keeps a load, its invoices and its rejection across a restart, and gives the next load a new id', async () => {
    const folder = dataFolder();
    let client = start(folder);
    let debtor = await client.login('deudor@demo.ni');
    const authoriser = await client.login('autorizador@demo.ni');
    const rejected = await created(client, debtor, ['PERS-1', 'PERS-2']);
    const kept = await created(client, debtor, ['PERS-3']);
    const decision = await client.post(
      factoring('UpdateLoadStatus'),
      { IdLoad: rejected.idLoad, Status: 'deny', Reason: 'Montos sin orden de compra.' },
      authoriser,
    );
    expect(decision.status).toBe(200);
    const loadsBefore = await history(client, debtor);

    client = restart(client, folder);
    debtor = await client.login('deudor@demo.ni');
    const loadsAfter = await history(client, debtor);
    expect(loadsAfter).toEqual(loadsBefore);
    expect(loadsAfter.find((load) => load.idLoad === rejected.idLoad)).toMatchObject({
      status: 'RECHAZADA',
      reason: 'Montos sin orden de compra.',
      totalInvoices: 2,
    });
    expect(loadsAfter.find((load) => load.idLoad === kept.idLoad)?.status).toBe('PENDIENTE');
    const invoices = await client.json<LoadInvoice[]>(
      factoring(`GetFactoringInvoicesByLoad/${rejected.idLoad}`),
      debtor,
    );
    expect(invoices.map((invoice) => invoice.invoiceNumber)).toEqual(['PERS-1', 'PERS-2']);

    // The rejected load no longer holds its invoices: the same numbers go again, under a new id.
    const next = await created(client, debtor, ['PERS-1', 'PERS-2']);
    expect(next.idLoad).toBeGreaterThan(Math.max(...loadsBefore.map((load) => load.idLoad)));
  });

  it('keeps a disbursement across a restart, and its invoices stay factored', async () => {
    const folder = dataFolder();
    let client = start(folder);
    let provider = await client.login('proveedor@demo.ni');
    const available = await client.json<AvailableInvoice[]>(factoring('GetAvailableInvoicesByProvider'), provider);
    const chosen = available.slice(0, 2).map((invoice) => invoice.idInvoice);
    const response = await client.post(factoring('AddNewFactoringForm'), { invoices: chosen }, provider);
    expect(response.status).toBe(201);
    const disbursement = (await response.json()) as Disbursement;

    client = restart(client, folder);
    provider = await client.login('proveedor@demo.ni');
    const disbursements = await client.json<Disbursement[]>(factoring('HistoricalDisbursements'), provider);
    expect(disbursements.find((stored) => stored.idCreditForm === disbursement.idCreditForm)).toEqual(disbursement);
    const stillAvailable = await client.json<AvailableInvoice[]>(factoring('GetAvailableInvoicesByProvider'), provider);
    expect(stillAvailable.map((invoice) => invoice.idInvoice)).not.toContain(chosen[0]);
    expect(stillAvailable.map((invoice) => invoice.idInvoice)).not.toContain(chosen[1]);
  });

  it('replays an idempotent answer after a restart instead of creating a second load', async () => {
    const folder = dataFolder();
    let client = start(folder);
    const debtor = await client.login('deudor@demo.ni');
    const first = await sendLoad(client, debtor, ['IDEM-1'], 'borrador-persistente');
    const count = (await history(client, debtor)).length;

    client = restart(client, folder);
    const again = await sendLoad(client, debtor, ['IDEM-1'], 'borrador-persistente');
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.load).toEqual(first.load);
    expect(await history(client, debtor)).toHaveLength(count);
    expect((await sendLoad(client, debtor, ['IDEM-2'], 'borrador-persistente')).response.status).toBe(422);
  });

  it('keeps a session token across a restart until it expires', async () => {
    const folder = dataFolder();
    const clock = manualClock();
    let client = start(folder, { now: clock.now });
    const token = await client.login('multi@demo.ni');

    client = restart(client, folder, { now: clock.now });
    expect((await client.get('auth/me', token)).status).toBe(200);
    clock.advance(8 * 60 * 60 * 1000);
    client = restart(client, folder, { now: clock.now });
    expect((await client.get('auth/me', token)).status).toBe(401);
  });

  it("offers a user the same six recovery images across a restart: sets that changed would meet at the user's own", async () => {
    const folder = dataFolder();
    let client = start(folder);
    const username = 'proveedor@demo.ni';
    const offered = async () => {
      const { requestID } = (await (await client.post(portal('requestChangePassword'), { username })).json()) as {
        requestID: string;
      };
      const images = await client.json<VerificationImage[]>(`auth/secure/InitialImages?sessionId=${requestID}`);
      return images.map((image) => image.label).sort();
    };
    const before = await offered();
    stop(client);
    // A new process: the sandbox's modules loaded again, so nothing they keep in memory survives.
    vi.resetModules();
    const { createSandbox: createAgain } = await import('../../../sandbox/app');
    client = new SandboxClient(createAgain({ mode: 'test', dataDir: folder }));
    open.push(client);
    expect(await offered()).toEqual(before);
  });

  it('keeps a changed password across a restart', async () => {
    const folder = dataFolder();
    let client = start(folder);
    const username = 'proveedor@demo.ni';
    const requested = (await (await client.post(portal('requestChangePassword'), { username })).json()) as {
      requestID: string;
    };
    const requestId = requested.requestID;
    const images = await client.json<VerificationImage[]>(`auth/secure/InitialImages?sessionId=${requestId}`);
    const { label } = await client.json<{ label: string }>(`__test__/recovery-image?username=${username}`);
    const recoveryImageId = images.find((image) => image.label === label)?.id;
    expect((await client.post(portal('checkUserImage'), { requestId, recoveryImageId })).status).toBe(200);
    expect((await client.post(portal('sendCodePassword'), { requestId, method: 'sms' })).status).toBe(200);
    const { code } = await client.json<{ code: string }>(`__test__/otp?username=${username}`);
    expect((await client.post(portal('checkCodeChangePassword'), { requestId, code })).status).toBe(200);
    const newPassword = sha256('NuevaClave2026!');
    const reset = await client.post(portal('resetPassword'), {
      requestId,
      newPassword,
      confirmNewPassword: newPassword,
    });
    expect(reset.status).toBe(200);

    client = restart(client, folder);
    expect((await client.authenticate(username)).status).toBe(401);
    expect((await client.authenticate(username, 'NuevaClave2026!')).status).toBe(200);
  });

  it('starts again from the seed with sandbox:reset, and never hands out an id used before it', async () => {
    const folder = dataFolder();
    let client = start(folder);
    let debtor = await client.login('deudor@demo.ni');
    const seed = await history(client, debtor);
    const mine = await created(client, debtor, ['RESET-1']);

    client = restart(client, folder, { fresh: true });
    expect((await client.get('auth/me', debtor)).status).toBe(401);
    debtor = await client.login('deudor@demo.ni');
    expect(await history(client, debtor)).toEqual(seed);
    const after = await created(client, debtor, ['RESET-1']);
    expect(after.idLoad).toBeGreaterThan(mine.idLoad);
  });

  it('answers 500 and shows nothing when a load cannot be stored', async () => {
    const client = start(dataFolder());
    const debtor = await client.login('deudor@demo.ni');
    const before = await history(client, debtor);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // An id the database already holds: storing the load fails.
    client.sandbox.state.factoring.nextIds.load = 501;
    const { response } = await sendLoad(client, debtor, ['FALLA-1']);
    expect(response.status).toBe(500);
    expect(String(logged.mock.calls[0]?.[1])).toContain('UNIQUE constraint failed: loads.id_load');
    expect(await history(client, debtor)).toEqual(before);
  });

  it('refuses a data file of another version, in Spanish, naming sandbox:reset; the reset then starts it again', () => {
    const folder = dataFolder();
    stop(start(folder));
    const file = new Database(join(folder, databaseFileName));
    file.pragma('user_version = 99');
    file.close();
    expect(() => start(folder)).toThrow(/otra versión del sandbox.*npm run sandbox:reset/);
    expect(start(folder, { fresh: true }).sandbox.state.factoring.loads.length).toBeGreaterThan(0);
  });

  it('refuses a data file that is not a database; sandbox:reset replaces it with the seed', () => {
    const folder = dataFolder();
    writeFileSync(join(folder, databaseFileName), 'no es una base de datos '.repeat(20));
    expect(() => start(folder)).toThrow(/no se pueden leer.*npm run sandbox:reset/);
    expect(start(folder, { fresh: true }).sandbox.state.factoring.loads.length).toBeGreaterThan(0);
  });

  it('refuses a second sandbox on a folder another sandbox is using', () => {
    const folder = dataFolder();
    start(folder);
    expect(() => start(folder)).toThrow(/Otro sandbox ya usa/);
  });
});
