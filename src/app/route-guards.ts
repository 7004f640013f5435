import { redirect } from '@tanstack/react-router';
import type { Role } from '@contract/endpoint';
import { checkAccess, type Access } from '@/lib/access';

/** Sends a user without one of the roles (or permissions) to /401 with the reason it shows. */
export function requireAccess(
  access: Access | undefined,
  requirement: { roles?: readonly Role[]; permissions?: readonly string[] },
): void {
  const denial = checkAccess(access ?? { user: null, products: [], permissions: [] }, requirement);
  if (denial) throw redirect({ to: '/401', search: { reason: denial }, replace: true });
}

/** The `beforeLoad` of a layout route: only users holding one of the roles open any page under it. */
export function requireRoles(roles: readonly Role[]) {
  return ({ context }: { readonly context: { readonly access?: Access } }): void => {
    requireAccess(context.access, { roles });
  };
}
