import type { Permission, UserProduct } from '@contract/schemas';
import { factoringScreenList, type FactoringScreenPath } from '@/lib/factoring-screens';

export interface MenuLink {
  readonly label: string;
  readonly to: FactoringScreenPath;
}

const managedProducts = new Set(['factoring']);

/** isManaged is a client-side flag: true only for factoring. */
export const isManaged = (product: UserProduct) => managedProducts.has(product.productName.toLowerCase());

/** An item shows only with a permission whose module is the product name and resource the item's. */
export function visibleFactoringItems(product: UserProduct, permissions: readonly Permission[]): MenuLink[] {
  return factoringScreenList
    .filter((screen) =>
      permissions.some(
        (permission) => permission.module === product.productName && permission.resource === screen.resource,
      ),
    )
    .map((screen) => ({ label: screen.menuLabel, to: screen.path }));
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
