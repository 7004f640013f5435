import type { Permission, UserProduct } from '../../api/schemas';

export interface MenuLink {
  readonly label: string;
  readonly to: string;
}

/** Each factoring item and the resource it needs. */
export const factoringItems = [
  { label: 'Importar facturas', resource: 'ImportInvoices', to: '/factoring/importar' },
  { label: 'Aprobar facturas', resource: 'ApproveInvoices', to: '/factoring/aprobar' },
  { label: 'Solicitar factoraje', resource: 'RequestFactoring', to: '/factoring/descontar' },
  { label: 'Carga histórica', resource: 'LoadHistory', to: '/factoring/historica' },
  { label: 'Factorajes históricos', resource: 'FactoringHistory', to: '/factoring/desembolsos' },
] as const;

const managedProducts = new Set(['factoring']);

/** isManaged is a client-side flag: true only for factoring. */
export const isManaged = (product: UserProduct) => managedProducts.has(product.productName.toLowerCase());

/** An item shows only with a permission whose module is the product name and resource the item's. */
export function visibleFactoringItems(product: UserProduct, permissions: readonly Permission[]): MenuLink[] {
  return factoringItems.filter((item) =>
    permissions.some(
      (permission) => permission.module === product.productName && permission.resource === item.resource,
    ),
  );
}

/** Products this portal does not manage link to their own home page; Zü's is /zu. */
export function productHome(product: UserProduct): string {
  const slug = product.productName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === 'zu' ? '/zu' : `/productos/${slug}`;
}

export function isFactoringPath(pathname: string): boolean {
  return pathname === '/factoring' || pathname.startsWith('/factoring/');
}
