import { callApi } from '@/lib/http/client';
import { sha256Hex } from '@/lib/crypto';
import { config } from '@/config/config';

/** The password travels only as its SHA-256, with scope Portal. */
export async function authenticate(email: string, password: string) {
  return callApi('authenticate', {
    body: { userName: email.trim(), password: await sha256Hex(password), scope: config.scope },
  });
}
