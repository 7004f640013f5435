import type { ParseRequest } from '@/lib/import-bridge';

/**
 * The file each recent draft was read from, in this tab's memory only: matching its columns again
 * reads the same file without asking for it. After a reload the debtor chooses it again.
 */
const MAX_FILES = 5;
const files = new Map<string, ParseRequest>();

export const lastFiles = {
  keep(draftId: string, file: ParseRequest): void {
    files.delete(draftId);
    files.set(draftId, file);
    for (const oldest of files.keys()) {
      if (files.size <= MAX_FILES) break;
      files.delete(oldest);
    }
  },
  get: (draftId: string): ParseRequest | undefined => files.get(draftId),
};
