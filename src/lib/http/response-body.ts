import type { z } from '@contract/zod';
import { logger } from '@/lib/logger';
import { ApiError, contractStatusCode } from './api-error';
import { apiErrorMessages } from './messages';
import type { UnreadableRecords } from './unreadable-records';

function contractError(original: unknown): ApiError {
  return new ApiError(apiErrorMessages.contract, { statusCode: contractStatusCode, kind: 'contract', original });
}

function readJson(text: string): unknown {
  try {
    return text.trim() === '' ? undefined : JSON.parse(text);
  } catch (error) {
    throw contractError(error);
  }
}

const fieldsOf = (error: z.core.$ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(raíz)'}: ${issue.message}`);

/** The body data only, checked against the contract when a schema is given. */
export function parseBody<T>(text: string, schema: z.ZodMiniType<T> | undefined, call: string): T {
  const body = readJson(text);
  if (!schema) return body as T;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  logger.debug(`La respuesta de ${call} no cumple el contrato.`, fieldsOf(result.error));
  throw contractError(result.error);
}

export interface ListBody<Item> {
  readonly readable: Item[];
  readonly unreadable: UnreadableRecords;
}

/** A record's id for the log: the first field whose name says it is one (idLoad, idInvoice…). */
function idOf(record: unknown): string | undefined {
  if (record === null || typeof record !== 'object') return undefined;
  const entry = Object.entries(record).find(([key]) => /^id[A-Z]/.test(key));
  return entry && (typeof entry[1] === 'number' || typeof entry[1] === 'string') ? String(entry[1]) : undefined;
}

/**
 * A list's body, record by record: the records the contract accepts, and how many it refused. A
 * body that is not a list at all is still a contract error.
 */
export function parseList<Item>(text: string, item: z.ZodMiniType<Item>, call: string): ListBody<Item> {
  const body = readJson(text);
  if (!Array.isArray(body)) throw contractError(new Error(`${call}: se esperaba una lista`));
  const readable: Item[] = [];
  const ids: string[] = [];
  let count = 0;
  body.forEach((record: unknown, index) => {
    const result = item.safeParse(record);
    if (result.success) {
      readable.push(result.data);
      return;
    }
    count += 1;
    const id = idOf(record);
    if (id !== undefined) ids.push(id);
    logger.warn(
      `Un registro de ${call} no cumple el contrato y no se muestra (posición ${index}${id === undefined ? '' : `, id ${id}`}).`,
      fieldsOf(result.error),
    );
  });
  return { readable, unreadable: { count, ids } };
}
