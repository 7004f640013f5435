import { describe, expect, it } from 'vitest';
import type { Access } from '@/lib/access';
import {
  checkAccess,
  hasAllRoles,
  hasAnyPermission,
  hasAnyRole,
  hasPermission,
  hasRole,
  initialsOf,
} from '@/lib/access';

const user = {
  userId: 1,
  userName: 'deudor@demo.ni',
  fullName: 'María José Pérez',
  roleName: 'DEUDOR',
  phone: '+505 8888 0000',
};

const deudor: Access = {
  user,
  products: [{ productName: 'factoring', roleName: 'Deudor' }],
  permissions: [
    { module: 'factoring', resource: 'ImportInvoices' },
    { module: 'factoring', resource: 'LoadHistory' },
  ],
};

const nobody: Access = { user: null, products: deudor.products, permissions: deudor.permissions };

describe('role checks', () => {
  it('match product role names without regard to case', () => {
    expect(hasRole(deudor, 'DEUDOR')).toBe(true);
    expect(hasRole(deudor, 'deudor')).toBe(true);
    expect(hasRole(deudor, 'PROVEEDOR')).toBe(false);
  });

  it('pass an any-of check when one role of the list is held', () => {
    expect(hasAnyRole(deudor, ['AUTORIZADOR', 'deudor'])).toBe(true);
    expect(hasAnyRole(deudor, ['AUTORIZADOR', 'PROVEEDOR'])).toBe(false);
  });

  it('never pass an all-of check of two roles for a user with one role', () => {
    expect(hasAllRoles(deudor, ['DEUDOR'])).toBe(true);
    expect(hasAllRoles(deudor, ['DEUDOR', 'AUTORIZADOR'])).toBe(false);
  });

  it('fail every check when there is no current user', () => {
    expect(hasRole(nobody, 'DEUDOR')).toBe(false);
    expect(hasAnyRole(nobody, ['DEUDOR'])).toBe(false);
    expect(hasAllRoles(nobody, ['DEUDOR'])).toBe(false);
    expect(hasAllRoles(nobody, [])).toBe(false);
    expect(hasPermission(nobody, 'factoring:ImportInvoices')).toBe(false);
  });
});

describe('permission checks', () => {
  it('compare module and resource, never only the role', () => {
    expect(hasPermission(deudor, 'factoring:ImportInvoices')).toBe(true);
    expect(hasPermission(deudor, 'factoring:ApproveInvoices')).toBe(false);
    expect(hasPermission(deudor, 'zu:ImportInvoices')).toBe(false);
  });

  it('accept a module alone as any resource of it', () => {
    expect(hasPermission(deudor, 'factoring')).toBe(true);
    expect(hasPermission(deudor, 'zu')).toBe(false);
  });

  it('pass an any-of list when one permission is held', () => {
    expect(hasAnyPermission(deudor, ['factoring:ApproveInvoices', 'factoring:LoadHistory'])).toBe(true);
    expect(hasAnyPermission(deudor, ['factoring:ApproveInvoices'])).toBe(false);
  });
});

describe('route access', () => {
  it('reports a missing role before a missing permission', () => {
    expect(checkAccess(deudor, { roles: ['AUTORIZADOR'], permissions: ['factoring:ApproveInvoices'] })).toBe('role');
    expect(checkAccess(deudor, { roles: ['DEUDOR'], permissions: ['factoring:ApproveInvoices'] })).toBe('permission');
    expect(checkAccess(deudor, { roles: ['DEUDOR'], permissions: ['factoring:ImportInvoices'] })).toBeNull();
  });
});

describe('initials', () => {
  it('are the first given name and the first surname, at most two letters, upper case', () => {
    const table = [
      ['María José Pérez Lacayo', 'MP'],
      ['Carlos Andrés Chamorro Solórzano', 'CC'],
      ['Ana Pérez', 'AP'],
      ['Ana Pérez Lacayo', 'AP'],
      ['María José Pérez', 'MJ'],
      ['Ana María José Pérez Lacayo', 'AP'],
      ['María de los Ángeles Pérez Lacayo', 'MP'],
      ['  Óscar   núñez ', 'ÓN'],
      ['ana', 'A'],
      ['', ''],
    ] as const;
    expect(table.map(([name]) => [name, initialsOf(name)])).toEqual(table);
  });
});
