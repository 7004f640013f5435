import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeaderHeading, useReplacedHeading } from '@/lib/page-description';

/** The header's rule: a page's own title and description, else its route's. */
function Header({ routeTitle, routeDescription }: { readonly routeTitle: string; readonly routeDescription: string }) {
  const replaced = useReplacedHeading();
  return (
    <>
      <h1>{replaced?.title ?? routeTitle}</h1>
      <p data-testid="description">{replaced ? replaced.description : routeDescription}</p>
    </>
  );
}

function Receipt() {
  useHeaderHeading({ title: 'Comprobante de envío', description: 'Carga enviada: conserve este comprobante' });
  return <p>Carga n.º 518 enviada</p>;
}

function Page({ sent }: { readonly sent: boolean }) {
  return (
    <>
      <Header routeTitle="Resumen de importación" routeDescription="Revise las facturas antes de enviarlas" />
      {sent ? <Receipt /> : <p>Revisión</p>}
    </>
  );
}

describe('a page that replaces its header', () => {
  it('shows the route title and description until the receipt is shown, then the receipt ones', () => {
    const view = render(<Page sent={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Resumen de importación');
    expect(screen.getByTestId('description').textContent).toBe('Revise las facturas antes de enviarlas');
    view.rerender(<Page sent />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Comprobante de envío');
    expect(screen.getByTestId('description').textContent).toBe('Carga enviada: conserve este comprobante');
  });

  it('gives the route its title and description back once the receipt is gone', () => {
    const view = render(<Page sent />);
    view.rerender(<Page sent={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Resumen de importación');
    expect(screen.getByTestId('description').textContent).toBe('Revise las facturas antes de enviarlas');
    view.unmount();
    render(<Header routeTitle="Carga histórica" routeDescription="Facturas de la carga" />);
    expect(screen.getByTestId('description').textContent).toBe('Facturas de la carga');
  });
});
