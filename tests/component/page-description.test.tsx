import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeaderDescription, useReplacedDescription } from '@/lib/page-description';

/** The header's rule: a page's own description, else its route's. */
function Header({ routeDescription }: { readonly routeDescription: string }) {
  return <p data-testid="description">{useReplacedDescription() ?? routeDescription}</p>;
}

function Receipt() {
  useHeaderDescription('Carga enviada: conserve este comprobante');
  return <p>Comprobante de envío</p>;
}

function Page({ sent }: { readonly sent: boolean }) {
  return (
    <>
      <Header routeDescription="Revise las facturas antes de enviarlas" />
      {sent ? <Receipt /> : <p>Revisión</p>}
    </>
  );
}

describe('a page that replaces its header description', () => {
  it('shows the route description until the receipt is shown, then the receipt one', () => {
    const view = render(<Page sent={false} />);
    expect(screen.getByTestId('description').textContent).toBe('Revise las facturas antes de enviarlas');
    view.rerender(<Page sent />);
    expect(screen.getByTestId('description').textContent).toBe('Carga enviada: conserve este comprobante');
  });

  it('gives the route its description back once the receipt is gone', () => {
    const view = render(<Page sent />);
    view.rerender(<Page sent={false} />);
    expect(screen.getByTestId('description').textContent).toBe('Revise las facturas antes de enviarlas');
    view.unmount();
    render(<Header routeDescription="Facturas de la carga" />);
    expect(screen.getByTestId('description').textContent).toBe('Facturas de la carga');
  });
});
