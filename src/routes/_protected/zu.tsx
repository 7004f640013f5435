import { createFileRoute, redirect } from '@tanstack/react-router';
import { ProductHome } from '@/components/product-home';
import { productHome } from '@/features/shell/menu';

/** /zu is the Zü module's home; the product itself is not managed by this portal. */
export const Route = createFileRoute('/_protected/zu')({
  beforeLoad: ({ context }) => {
    // Only for users who hold Zü (products shown come from their list).
    if (!context.access.products.some((product) => productHome(product) === '/zu')) {
      throw redirect({ to: '/401', search: { reason: 'permission' }, replace: true });
    }
  },
  staticData: { title: 'Zü', description: 'Su tarjeta Zü' },
  component: () => <ProductHome name="Zü" />,
});
