import { logger } from '@/lib/logger';

/**
 * Asks the browser not to evict drafts under storage pressure (Storage API). Browsers may say
 * no (Chrome decides by engagement, Safari asks nothing); drafts are still kept, only less surely.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = (globalThis as { navigator?: { storage?: Partial<StorageManager> } }).navigator?.storage;
  if (!storage?.persist || !storage.persisted) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch (error) {
    logger.warn('No se pudo pedir almacenamiento persistente para los borradores.', error);
    return false;
  }
}
