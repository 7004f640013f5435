import { z } from '@contract/zod';
import { readJson, writeJson } from '@/lib/storage';

// Per user: two providers sharing a device each keep their own choice.
const keyOf = (userId: number) => `portal.ocultarVencidas.${userId}`;

/** Whether this user last chose to hide the overdue invoices; off until they choose. */
export function readHideOverdue(userId: number): boolean {
  return readJson('local', keyOf(userId), z.boolean()) ?? false;
}

export function writeHideOverdue(userId: number, hide: boolean): void {
  writeJson('local', keyOf(userId), hide);
}
