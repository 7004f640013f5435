import type { z } from '@contract/zod';
import { logger } from './logger';

export type StorageArea = 'local' | 'session';

/** What a read found: `invalid` means something is stored but it is unreadable. */
export type StoredValue<T> =
  | { readonly status: 'found'; readonly value: T }
  | { readonly status: 'missing' }
  | { readonly status: 'invalid' }
  | { readonly status: 'unavailable' };

/** The browser storage for an area, or null where there is none or it is blocked (SecurityError). */
function storageOf(area: StorageArea): Storage | null {
  try {
    // Absent in Node and some embedded browsers, whatever the DOM types say.
    const scope = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
    return (area === 'local' ? scope.localStorage : scope.sessionStorage) ?? null;
  } catch (error) {
    logger.warn(`El almacenamiento ${area} no está disponible.`, error);
    return null;
  }
}

/** Reads and parses one JSON entry, telling a missing entry from an unreadable one. */
export function readStored<T>(area: StorageArea, key: string, schema?: z.ZodMiniType<T>): StoredValue<T> {
  const storage = storageOf(area);
  if (!storage) return { status: 'unavailable' };
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    logger.warn(`No se pudo leer «${key}» del almacenamiento ${area}.`, error);
    return { status: 'unavailable' };
  }
  if (raw === null) return { status: 'missing' };

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    logger.warn(`El valor guardado en «${key}» (${area}) no es JSON válido.`, error);
    return { status: 'invalid' };
  }
  if (!schema) return { status: 'found', value: parsed as T };
  const result = schema.safeParse(parsed);
  if (!result.success) {
    logger.warn(
      `El valor guardado en «${key}» (${area}) no tiene el formato esperado.`,
      result.error.issues.map((issue) => issue.path.join('.')),
    );
    return { status: 'invalid' };
  }
  return { status: 'found', value: result.data };
}

/** Storage failures are logged and ignored; a failed read is null. */
export function readJson<T>(area: StorageArea, key: string, schema?: z.ZodMiniType<T>): T | null {
  const stored = readStored(area, key, schema);
  return stored.status === 'found' ? stored.value : null;
}

/** Stores `value` as JSON; returns whether it was stored (quota, blocked storage: false, logged). */
export function writeJson(area: StorageArea, key: string, value: unknown): boolean {
  const storage = storageOf(area);
  if (!storage) return false;
  try {
    // undefined for values JSON cannot hold (undefined, functions).
    const serialised = JSON.stringify(value) as string | undefined;
    if (serialised === undefined) throw new TypeError('El valor no se puede serializar como JSON.');
    storage.setItem(key, serialised);
    return true;
  } catch (error) {
    logger.warn(`No se pudo guardar «${key}» en el almacenamiento ${area}.`, error);
    return false;
  }
}

export function remove(area: StorageArea, key: string): void {
  const storage = storageOf(area);
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch (error) {
    logger.warn(`No se pudo borrar «${key}» del almacenamiento ${area}.`, error);
  }
}
