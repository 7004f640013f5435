import { readJson, writeJson } from '@/lib/storage';

const offeredKey = 'portal.import.draftsOfferedFor';

/** A short fingerprint of the session token (FNV-1a): tells one sign-in from the next. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * Whether the unsent-drafts offer was already made for this sign-in. A reload keeps the token,
 * so the offer is not repeated; signing in again (after a 401, an idle or explicit logout) makes
 * a new token, and a new offer.
 */
export function offeredThisSignIn(token: string | null): boolean {
  return !token || readJson<string>('session', offeredKey) === fingerprint(token);
}

export function markOffered(token: string | null): void {
  if (token) writeJson('session', offeredKey, fingerprint(token));
}
