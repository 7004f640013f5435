import { createFileRoute } from '@tanstack/react-router';
import { ProductHome } from '../../components/product-home';

/** DESIGN decision 10: /zu is the Zü module's home; the product itself is not managed here. */
export const Route = createFileRoute('/_protected/zu')({
  staticData: { title: 'Zü', description: 'Su tarjeta Zü' },
  component: () => <ProductHome name="Zü" />,
});
