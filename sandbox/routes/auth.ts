import type { User } from '../../contract/schemas';
import { spanishWait } from '../../contract/wait-words';
import { clientAddress } from '../client-address';
import type { ContractRouter } from '../contract-route';
import { presentedDevice, rememberDevice } from '../device-cookie';
import type { SandboxUser } from '../demo-users';
import { ApiFailure } from '../http-error';
import { messages } from '../messages';
import { verifyAgainstDecoy, verifyPassword } from '../passwords';
import type { SandboxState } from '../state';

export function publicUser(user: SandboxUser): User {
  return {
    userId: user.userId,
    userName: user.userName,
    fullName: user.fullName,
    roleName: user.roleName,
    phone: user.phone,
  };
}

/** Sign-in, profile, products, permissions, logout. */
export function registerAuthRoutes(router: ContractRouter, state: SandboxState): void {
  router.public('authenticate', async ({ body, c }) => {
    const user = state.findUser(body.userName);
    const client = clientAddress(c);
    const device = presentedDevice(c, state.devices, body.userName, user);
    // The throttle first: a client told to wait costs no scrypt work, so a flood of wrong
    // sign-ins cannot keep the hashing threads from the owner's.
    const waitMs = state.logins.retryAfterMs(body.userName, client, device);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new ApiFailure(
        429,
        messages.tooManyLogins(spanishWait(waitMs)),
        { retryAfterSeconds: seconds },
        { 'Retry-After': String(seconds) },
      );
    }
    // Counted before the password is checked, so that guesses sent at once cannot all pass the
    // throttle while the first is hashed.
    const attempt = state.logins.begin(body.userName, client, device);
    // Unknown users cost the same scrypt work and get the same answer.
    const valid = user
      ? await verifyPassword(body.password, user.password, client)
      : await verifyAgainstDecoy(body.password, client);
    if (!user || !valid) throw new ApiFailure(401, messages.wrongCredentials);
    attempt.succeeded();
    rememberDevice(c, state.devices, user);
    return { data: { access_token: state.issueToken(user), user_data: publicUser(user) } };
  });

  router.user('me', ({ user }) => ({ data: publicUser(user) }));

  router.user('validate', () => ({ data: { valid: true } }));

  router.user('userProducts', ({ user }) => ({ data: [...user.products] }));

  router.user('permissions', ({ user }) => ({ data: [...user.permissions] }));

  router.user('logout', ({ token }) => {
    state.revokeToken(token);
    return { data: { ok: true } };
  });
}
