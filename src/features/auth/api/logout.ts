import { callApi } from '../../../lib/http/client';
import { logger } from '../../../lib/logger';

/** DESIGN decision 1: a best-effort server logout; its failure never keeps anyone signed in. */
export async function logoutOnServer(): Promise<void> {
  try {
    await callApi('logout');
  } catch (error) {
    logger.warn('El cierre de sesión en el servidor falló; la sesión local se cerró igualmente.', error);
  }
}
