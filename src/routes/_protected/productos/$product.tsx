import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { ProductHome } from '@/components/product-home';
import { isManaged, productHome } from '@/features/shell/menu';

/** The unmanaged products this portal knows, by the last segment of their home page. */
const productNames: Record<string, string> = {
  'card-marca': 'Card Marca',
  'tarjeta-empresarial': 'Tarjeta Empresarial',
};

export const Route = createFileRoute('/_protected/productos/$product')({
  beforeLoad: ({ context, params }) => {
    const name = productNames[params.product];
    if (!name) throw notFound();
    // Only the user's own products open (products shown come from their list).
    const held = context.access.products.some(
      (product) => !isManaged(product) && productHome(product) === `/productos/${params.product}`,
    );
    if (!held) throw redirect({ to: '/401', search: { reason: 'permission' }, replace: true });
    return { productName: name };
  },
  // Titled by the product, as /zu is: 'Mis productos' is the menu that lists them all.
  staticData: { title: 'Mis productos', titleOf: (params) => productNames[params.product ?? ''] ?? 'Mis productos' },
  component: ProductRoute,
});

function ProductRoute() {
  const { productName } = Route.useRouteContext();
  return <ProductHome name={productName} />;
}
