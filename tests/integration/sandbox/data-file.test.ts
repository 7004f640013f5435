import { mkdtempSync, rmSync, statSync, truncateSync, writeFileSync, openSync, closeSync, writeSync } from 'node:fs';
import type * as NodeFs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { reservedIdsFileName } from '../../../sandbox/data-file';
import { databaseFileName } from '../../../sandbox/db';
import type { Load } from '@contract/schemas';
import { sampleInvoice, SandboxClient } from './sandbox-client';

/** The file a test pretends this process may not write (as root, permissions alone cannot show it). */
const readOnly = vi.hoisted(() => ({ path: '' }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof NodeFs>();
  return {
    ...fs,
    accessSync: (path: string, mode?: number) => {
      if (path === readOnly.path && ((mode ?? 0) & fs.constants.W_OK) !== 0)
        throw Object.assign(new Error(`EACCES: permission denied, access '${path}'`), { code: 'EACCES' });
      fs.accessSync(path, mode);
    },
  };
});

const folders: string[] = [];
const open: SandboxClient[] = [];

afterEach(() => {
  readOnly.path = '';
  for (const client of open.splice(0)) client.sandbox.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-file-'));
  folders.push(folder);
  return folder;
}

function start(dataDir: string, fresh = false): SandboxClient {
  const client = new SandboxClient(createSandbox({ mode: 'demo', dataDir, fresh }));
  open.push(client);
  return client;
}

function stop(client: SandboxClient): void {
  client.sandbox.close();
  open.splice(open.indexOf(client), 1);
}

async function newLoad(client: SandboxClient, number: string): Promise<number> {
  const debtor = await client.login('deudor@demo.ni');
  const response = await client.post(
    'operations/Factoring/LoadInvoices',
    { Invoices: [sampleInvoice(number)] },
    debtor,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as Load).idLoad;
}

/** A folder whose data file has handed out a load id; the id. */
async function usedFolder(): Promise<{ folder: string; file: string; idLoad: number }> {
  const folder = dataFolder();
  const client = start(folder);
  const idLoad = await newLoad(client, 'ARCHIVO-1');
  stop(client);
  return { folder, file: join(folder, databaseFileName), idLoad };
}

/** The refusal of a start on `folder`, as its message. */
function refusal(folder: string): string {
  try {
    stop(start(folder));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('El sandbox arrancó');
}

describe('the data file keeps its word', () => {
  it('seeds a folder without a data file', async () => {
    const client = start(dataFolder());
    expect(await newLoad(client, 'NUEVO-1')).toBeGreaterThan(0);
  });

  it('refuses an empty (0-byte) data file, naming it and sandbox:reset; the reset hands out no id again', async () => {
    const { folder, file, idLoad } = await usedFolder();
    truncateSync(file, 0);
    const message = refusal(folder);
    expect(message).toContain(file);
    expect(message).toMatch(/está vacío \(0 bytes\).*npm run sandbox:reset/);
    expect(statSync(file).size).toBe(0);
    expect(await newLoad(start(folder, true), 'ARCHIVO-1')).toBeGreaterThan(idLoad);
  });

  it('refuses a data file damaged in the middle, naming it and sandbox:reset; the reset hands out no id again', async () => {
    const { folder, file, idLoad } = await usedFolder();
    const size = statSync(file).size;
    const handle = openSync(file, 'r+');
    writeSync(handle, Buffer.alloc(8192, 0xa5), 0, 8192, Math.floor(size / 2 / 4096) * 4096);
    closeSync(handle);
    const message = refusal(folder);
    expect(message).toContain(file);
    expect(message).toMatch(/está dañado \(comprobación de integridad.*npm run sandbox:reset/);
    expect(await newLoad(start(folder, true), 'ARCHIVO-1')).toBeGreaterThan(idLoad);
  });

  it('refuses a read-only data file, naming it, what to do, and sandbox:reset', async () => {
    const { folder, file } = await usedFolder();
    readOnly.path = file;
    const message = refusal(folder);
    expect(message).toContain(file);
    expect(message).toMatch(/es de solo lectura.*permiso de escritura.*npm run sandbox:reset/);
  });

  it('refuses a data file of another schema version, naming it and sandbox:reset', async () => {
    const { folder, file } = await usedFolder();
    const sql = new Database(file);
    sql.pragma('user_version = 1');
    sql.close();
    const message = refusal(folder);
    expect(message).toContain(file);
    expect(message).toMatch(/otra versión del sandbox.*npm run sandbox:reset/);
  });

  it('keeps the ids handed out beside the data file: a deleted data file is seeded again above them', async () => {
    const { folder, file, idLoad } = await usedFolder();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    expect(await newLoad(start(folder), 'ARCHIVO-1')).toBeGreaterThan(idLoad);
  });

  it('refuses a side file of ids it cannot read, rather than guess', async () => {
    const { folder } = await usedFolder();
    writeFileSync(join(folder, reservedIdsFileName), '{ roto');
    expect(refusal(folder)).toMatch(/ids-reservados\.json.*no se puede leer/);
  });
});
