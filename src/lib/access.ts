import type { Permission, User, UserProduct } from '@contract/schemas';

/** What the signed-in user may do: their user, product roles and resource permissions. */
export interface Access {
  readonly user: User | null;
  readonly products: readonly UserProduct[];
  readonly permissions: readonly Permission[];
}

const normalise = (role: string) => role.trim().toUpperCase();

/** The user's roles: the role names of their products, compared without case. */
function rolesOf(access: Access): Set<string> {
  if (!access.user) return new Set();
  return new Set(access.products.map((product) => normalise(product.roleName)));
}

export function hasRole(access: Access, role: string): boolean {
  return rolesOf(access).has(normalise(role));
}

export function hasAnyRole(access: Access, roles: readonly string[]): boolean {
  const held = rolesOf(access);
  return roles.some((role) => held.has(normalise(role)));
}

/** Every role must be held; with one role per product, more than one distinct role rarely passes. */
export function hasAllRoles(access: Access, roles: readonly string[]): boolean {
  if (roles.length === 0) return access.user !== null;
  const held = rolesOf(access);
  return roles.every((role) => held.has(normalise(role)));
}

/**
 * A permission written `module:resource`, or `module` alone for any resource of it.
 * Module and resource are always both compared: a check that ignored the resource asked for would
 * let a permission for one screen open every screen of its module.
 */
export function hasPermission(access: Access, required: string): boolean {
  if (!access.user) return false;
  const [module = '', resource] = required.split(':');
  return access.permissions.some(
    (permission) => permission.module === module && (resource === undefined || permission.resource === resource),
  );
}

export function hasAnyPermission(access: Access, required: readonly string[]): boolean {
  return required.some((permission) => hasPermission(access, permission));
}

export type AccessDenial = 'role' | 'permission';

export interface AccessRequirement {
  readonly roles?: readonly string[];
  readonly permissions?: readonly string[];
}

/** Why a route refuses this user, or null when it lets them in. */
export function checkAccess(access: Access, requirement: AccessRequirement): AccessDenial | null {
  if (requirement.roles?.length && !hasAnyRole(access, requirement.roles)) return 'role';
  if (requirement.permissions?.length && !hasAnyPermission(access, requirement.permissions)) return 'permission';
  return null;
}

// Joining words of Spanish names, which are not names of their own: «María de los Ángeles».
const nameParticles = new Set(['de', 'del', 'la', 'las', 'los', 'y']);

/**
 * The initials of the first given name and the first surname, as Nicaraguans write them: a full
 * name is usually two given names and two surnames, so with four words (or more) the first
 * surname is the second to last; with two or three words it is the second. At most two letters.
 */
export function initialsOf(fullName: string): string {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !nameParticles.has(word.toLocaleLowerCase('es')));
  const first = words[0];
  if (first === undefined) return '';
  const surname = words.length >= 4 ? words[words.length - 2] : words[1];
  return [first, surname]
    .map((word) => (word === undefined ? '' : (Array.from(word)[0] ?? '')))
    .join('')
    .toLocaleUpperCase('es')
    .slice(0, 2);
}
