import type { z } from '../../api/zod';
import { logger } from '../logger';
import { ApiError, contractStatusCode } from './api-error';
import { apiErrorMessages } from './messages';

/** The body data only, checked against the contract when a schema is given. */
export function parseBody<T>(text: string, schema: z.ZodMiniType<T> | undefined, call: string): T {
  let body: unknown;
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text);
  } catch (error) {
    throw new ApiError(apiErrorMessages.contract, {
      statusCode: contractStatusCode,
      kind: 'contract',
      original: error,
    });
  }
  if (!schema) return body as T;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => `${issue.path.join('.') || '(raíz)'}: ${issue.message}`);
  logger.debug(`La respuesta de ${call} no cumple el contrato.`, fields);
  throw new ApiError(apiErrorMessages.contract, {
    statusCode: contractStatusCode,
    kind: 'contract',
    original: result.error,
  });
}
