import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from '../../src/components/ui/alert';
import { Button, buttonClass } from '../../src/components/ui/button';

describe('Button', () => {
  it('does nothing by itself inside a form unless it is the form’s submit', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Cancelar</Button>
        <Button type="submit" variant="primary">
          Aplicar
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while busy shows a spinner, says so to screen readers and cannot be pressed again', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" busy onClick={onClick}>
        Enviando…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enviando…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector('.spinner[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has one class list per look, for links that look like buttons too', () => {
    expect(buttonClass({})).toBe('button button--ghost');
    expect(buttonClass({ variant: 'danger', size: 'small', block: true }, 'extra')).toBe(
      'button button--danger button--small button--block extra',
    );
    render(<Button variant="primary">Ir</Button>);
    const go = screen.getByRole('button', { name: 'Ir' });
    expect(go.className).toBe('button button--primary');
    expect(go.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('Alert', () => {
  it('interrupts for an error and waits its turn for the other tones', () => {
    render(
      <>
        <Alert tone="error">No se pudo guardar.</Alert>
        <Alert tone="info">Guardado.</Alert>
        <Alert tone="warning" as="div">
          <p>Revise los montos.</p>
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('No se pudo guardar.');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['Guardado.', 'Revise los montos.']);
    expect(screen.getByRole('alert').className).toBe('alert alert--error');
  });

  it('can be part of the page without being a live region', () => {
    const { container } = render(
      <Alert tone="info" live="none" className="note">
        Se perderán 2 correcciones.
      </Alert>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.className).toBe('alert alert--info note');
  });
});
