/**
 * What a later version of the portal does in its own tab: opens the drafts' database at a newer
 * schema, adding a table. Self-contained (no imports, no closure), so that an e2e test can hand
 * it to `page.evaluate` and a component test can call it under fake-indexeddb.
 */
export function openNewerDraftsSchema({ name, version }: { name: string; version: number }): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('attachments', { keyPath: 'id' });
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => {
      reject(new Error(request.error?.message ?? 'open failed'));
    };
    request.onblocked = () => {
      reject(new Error('La pestaña anterior no soltó la base de datos de borradores.'));
    };
  });
}
