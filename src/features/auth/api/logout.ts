import { callApi } from '@/lib/http/client';
import { logger } from '@/lib/logger';

/** A best-effort server logout: the token is revoked when the server can be reached; its failure never keeps anyone signed in. */
export async function logoutOnServer(): Promise<void> {
  try {
    await callApi('logout');
  } catch (error) {
    logger.warn('El cierre de sesión en el servidor falló; la sesión local se cerró igualmente.', error);
  }
}
