import {
  accessSync,
  closeSync,
  constants,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type Database from 'better-sqlite3';

/**
 * What the sandbox checks of its data file before trusting it. A file that is there but cannot be
 * used is never replaced without a word: the operator reads what is wrong, with which file, and
 * the command that starts fresh. Only that command (`fresh`) replaces it.
 */

const resetCommand = '«npm run sandbox:reset»';

/** The side file beside the data file: the highest ids ever handed out, read at every seed. */
export const reservedIdsFileName = 'ids-reservados.json';

function refusal(location: string, problem: string, cause?: unknown): Error {
  return new Error(
    `El archivo de datos ${location} ${problem}. El sandbox no arranca con él, ni lo reemplaza sin avisar: ejecute ${resetCommand} para empezar de nuevo desde la semilla.`,
    cause === undefined ? undefined : { cause },
  );
}

function exists(location: string): boolean {
  try {
    statSync(location);
    return true;
  } catch {
    return false;
  }
}

/**
 * Before SQLite opens the file: an empty file (SQLite would take it for a new database and the
 * seed would hand out ids again) and a file this process may not write. Starting fresh, an empty
 * file is removed: there is nothing in it to keep.
 */
export function checkBeforeOpen(location: string, fresh: boolean): void {
  if (!exists(location)) return;
  try {
    accessSync(location, constants.R_OK | constants.W_OK);
    accessSync(dirname(location), constants.W_OK);
  } catch (error) {
    throw new Error(
      `El archivo de datos ${location} es de solo lectura (o su carpeta lo es): el sandbox guarda en él cada cambio. Dé permiso de escritura al archivo y a su carpeta, o indique otra carpeta con SANDBOX_DATA; ${resetCommand} empieza de nuevo desde la semilla.`,
      { cause: error },
    );
  }
  if (statSync(location).size > 0) return;
  if (!fresh)
    throw refusal(
      location,
      'está vacío (0 bytes): no tiene las cargas ni los contadores de ids, y empezar de la semilla sin avisar volvería a entregar ids ya usados',
    );
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${location}${suffix}`, { force: true });
}

/** After it opens: SQLite's own check of every page; what it found wrong, or undefined when intact. */
export function integrityFault(sql: Database.Database): string | undefined {
  const findings = sql.pragma('quick_check', { simple: false }) as { quick_check: string }[];
  const first = findings[0]?.quick_check ?? 'sin resultado';
  return findings.length === 1 && first === 'ok' ? undefined : first;
}

/** Damage found at start stops it there, not at some later call with "database disk image is malformed". */
export const damaged = (location: string, fault: string, cause?: unknown): Error =>
  refusal(location, `está dañado (comprobación de integridad de SQLite: ${fault})`, cause);

/** The SQLite errors that mean the file cannot be written, as the operator should read them. */
export function unwritable(location: string, error: Error & { code: string }): Error | undefined {
  if (!/^SQLITE_(READONLY|CANTOPEN|IOERR|PERM)/.test(error.code)) return undefined;
  return new Error(
    `El archivo de datos ${location} no se puede abrir para escribir (${error.code}): compruebe que el archivo y su carpeta no son de solo lectura y que hay espacio, o indique otra carpeta con SANDBOX_DATA; ${resetCommand} empieza de nuevo desde la semilla.`,
    { cause: error },
  );
}

/**
 * The highest id of each counter ever handed out from this folder, kept beside the data file, so
 * a data file lost, emptied or replaced by `sandbox:reset` never hands them out again. Written
 * before the data it guards are stored: a failed store skips ids, never reuses one.
 */
export class ReservedIds {
  readonly #path: string;
  readonly #next: Map<string, number>;

  constructor(dataDir: string) {
    this.#path = join(dataDir, reservedIdsFileName);
    this.#next = new Map(readReserved(this.#path));
  }

  next(name: string): number | undefined {
    return this.#next.get(name);
  }

  raise(name: string, next: number): void {
    if (next <= (this.#next.get(name) ?? 0)) return;
    this.#next.set(name, next);
    const temporary = `${this.#path}.tmp`;
    // On disk before the rename and before the ids are handed out: a power cut must not leave the
    // new name pointing at data the disk never got, nor lose ids already given to a client.
    const file = openSync(temporary, 'w');
    try {
      writeFileSync(file, `${JSON.stringify(Object.fromEntries(this.#next), null, 2)}\n`);
      fsyncSync(file);
    } finally {
      closeSync(file);
    }
    renameSync(temporary, this.#path);
    syncFolder(dirname(this.#path));
  }
}

/** A rename is durable once its folder is on disk too. */
function syncFolder(folder: string): void {
  const handle = openSync(folder, 'r');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
}

function readReserved(path: string): [string, number][] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed === null || typeof parsed !== 'object') throw new Error('no es un objeto');
    return Object.entries(parsed).filter(
      (entry): entry is [string, number] => Number.isSafeInteger(entry[1]) && (entry[1] as number) > 0,
    );
  } catch (error) {
    // Guessing the ids could hand one out twice: the operator decides.
    throw new Error(
      `El archivo ${path} (los ids ya entregados) no se puede leer: ${error instanceof Error ? error.message : String(error)}. Repárelo o bórrelo sabiendo que entonces los ids pueden repetirse.`,
      { cause: error },
    );
  }
}
