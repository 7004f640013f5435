import type { Role } from '../contract/endpoint';
import type { Permission, UserProduct } from '../contract/schemas';
import { debtors, providers, type Company } from './companies';
import { hashPasswordSync, sha256Hex, type PasswordHash } from './passwords';
import { catalogueImage } from './recovery-images';

export const demoPassword = 'Portal2025!';

/** Whose data a user sees: a debtor company, a provider company, or the lender (everything). */
export type Affiliation =
  | { readonly kind: 'debtor'; readonly company: Company }
  | { readonly kind: 'provider'; readonly company: Company }
  | { readonly kind: 'lender' };

export interface SandboxUser {
  readonly userId: number;
  readonly userName: string;
  readonly fullName: string;
  readonly roleName: Role;
  readonly phone: string;
  readonly products: readonly UserProduct[];
  readonly permissions: readonly Permission[];
  readonly affiliation: Affiliation;
  /** Key of the verification image registered for password recovery. */
  readonly recoveryImage: string;
  password: PasswordHash;
}

const resources: Record<Role, readonly string[]> = {
  DEUDOR: ['ImportInvoices', 'LoadHistory', 'FactoringHistory'],
  AUTORIZADOR: ['ApproveInvoices', 'LoadHistory', 'FactoringHistory'],
  PROVEEDOR: ['RequestFactoring', 'FactoringHistory'],
};

const unmanagedProducts: readonly UserProduct[] = [
  { productName: 'Card Marca', roleName: 'TITULAR' },
  { productName: 'Tarjeta Empresarial', roleName: 'TITULAR' },
  { productName: 'Zü', roleName: 'TITULAR' },
];

interface UserSeed {
  readonly userId: number;
  readonly userName: string;
  readonly fullName: string;
  readonly roleName: Role;
  readonly phone: string;
  readonly affiliation: Affiliation;
  readonly recoveryImage: string;
  readonly extraProducts?: readonly UserProduct[];
}

const seeds: readonly UserSeed[] = [
  {
    userId: 1001,
    userName: 'deudor@demo.ni',
    fullName: 'María José Pérez Lacayo',
    roleName: 'DEUDOR',
    phone: '+505 8712 4581',
    affiliation: { kind: 'debtor', company: debtors.xolotlan },
    recoveryImage: 'faro',
  },
  {
    userId: 1002,
    userName: 'autorizador@demo.ni',
    fullName: 'Carlos Andrés Chamorro Solórzano',
    roleName: 'AUTORIZADOR',
    phone: '+505 8455 2093',
    affiliation: { kind: 'lender' },
    recoveryImage: 'volcan',
  },
  {
    userId: 1003,
    userName: 'proveedor@demo.ni',
    fullName: 'Ana Lucía Montealegre Baltodano',
    roleName: 'PROVEEDOR',
    phone: '+505 8390 7716',
    affiliation: { kind: 'provider', company: providers.segovias },
    recoveryImage: 'guardabarranco',
  },
  {
    userId: 1004,
    userName: 'multi@demo.ni',
    fullName: 'José Ramón Gutiérrez Arana',
    roleName: 'DEUDOR',
    phone: '+505 8823 6640',
    affiliation: { kind: 'debtor', company: debtors.guegueense },
    recoveryImage: 'velero',
    extraProducts: unmanagedProducts,
  },
];

// scrypt is slow on purpose: hash the demo password once per process and reuse it on every reset.
let demoHashes: Map<number, PasswordHash> | undefined;

function demoHash(userId: number): PasswordHash {
  demoHashes ??= new Map(seeds.map((seed) => [seed.userId, hashPasswordSync(sha256Hex(demoPassword))]));
  const hash = demoHashes.get(userId);
  if (!hash) throw new Error(`Usuario de demostración desconocido: ${userId}`);
  return hash;
}

export function normaliseUserName(userName: string): string {
  return userName.trim().toLowerCase();
}

/** Fresh copies of the demo users, with the demo password. */
export function seedUsers(): SandboxUser[] {
  return seeds.map((seed) => ({
    userId: seed.userId,
    userName: seed.userName,
    fullName: seed.fullName,
    roleName: seed.roleName,
    phone: seed.phone,
    affiliation: seed.affiliation,
    recoveryImage: seed.recoveryImage,
    products: [{ productName: 'factoring', roleName: seed.roleName }, ...(seed.extraProducts ?? [])],
    permissions: resources[seed.roleName].map((resource) => ({ module: 'factoring', resource })),
    password: demoHash(seed.userId),
  }));
}

export const demoUserNames: readonly { userName: string; roleName: Role; recoveryImage: string; products: string }[] =
  seeds.map((seed) => ({
    userName: seed.userName,
    roleName: seed.roleName,
    recoveryImage: catalogueImage(seed.recoveryImage)?.label ?? seed.recoveryImage,
    products: ['factoring', ...(seed.extraProducts ?? []).map((product) => product.productName)].join(', '),
  }));
