import { callApi } from '@/lib/http/client';

/**
 * Valid if the call succeeds, false on any error. A 401 on the way also takes the
 * client's path for it (session cleared, login after 300 ms).
 */
export async function validateSession(): Promise<boolean> {
  try {
    await callApi('validate');
    return true;
  } catch {
    return false;
  }
}
