import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductHome } from '../../../components/product-home';

const productNames: Record<string, string> = {
  'card-marca': 'Card Marca',
  'tarjeta-empresarial': 'Tarjeta Empresarial',
};

export const Route = createFileRoute('/_protected/productos/$product')({
  beforeLoad: ({ params }) => {
    const name = productNames[params.product];
    if (!name) throw notFound();
    return { productName: name };
  },
  staticData: { title: 'Mis productos' },
  component: ProductRoute,
});

function ProductRoute() {
  const { productName } = Route.useRouteContext();
  return <ProductHome name={productName} />;
}
