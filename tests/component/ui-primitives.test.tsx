import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Alert, alertClass } from '@/components/ui/alert';
import { Button, buttonClass, IconButton } from '@/components/ui/button';

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

  it('keeps its own aria-busy when it shows the work in its label instead of a spinner', () => {
    render(
      <>
        <Button disabled aria-busy>
          Exportando…
        </Button>
        <Button aria-busy={false}>Exportar a Excel</Button>
      </>,
    );
    const running = screen.getByRole('button', { name: 'Exportando…' });
    expect(running.getAttribute('aria-busy')).toBe('true');
    expect(running.querySelector('.spinner')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' }).getAttribute('aria-busy')).toBe('false');
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

  it('bare leaves the look to its own class and keeps what every button does', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button variant="bare" className="grid-cell">
          12/03/2025
        </Button>
        <Button variant="bare">Sin clase</Button>
      </form>,
    );
    const cell = screen.getByRole('button', { name: '12/03/2025' });
    expect(cell.className).toBe('grid-cell');
    expect(screen.getByRole('button', { name: 'Sin clase' }).hasAttribute('class')).toBe(false);
    await userEvent.click(cell);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(buttonClass({ variant: 'bare' }, 'sidebar__toggle')).toBe('sidebar__toggle');
  });
});

describe('IconButton', () => {
  it('is named by its label, not by its icon, and shows the label as a tooltip only when asked', () => {
    render(
      <>
        <IconButton variant="bare" className="sidebar__toggle" label="Contraer menú" tooltip>
          <svg aria-hidden="true" />
        </IconButton>
        <IconButton size="small" label="Cerrar">
          ✕
        </IconButton>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Contraer menú' });
    expect(toggle.getAttribute('title')).toBe('Contraer menú');
    expect(toggle.getAttribute('type')).toBe('button');
    const close = screen.getByRole('button', { name: 'Cerrar' });
    expect(close.hasAttribute('title')).toBe(false);
    expect(close.className).toBe('button button--ghost button--small');
  });

  it('is the button of a Radix trigger, which keeps its state and its focus return', async () => {
    render(
      <Popover.Root>
        <Popover.Trigger asChild>
          <IconButton variant="bare" className="bell" label="Notificaciones">
            <svg aria-hidden="true" />
          </IconButton>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content aria-label="Novedades">
            <Popover.Close asChild>
              <IconButton size="small" label="Cerrar novedades">
                ✕
              </IconButton>
            </Popover.Close>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>,
    );
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(bell.getAttribute('data-state')).toBe('open');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar novedades' }));
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
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

  it('can be an aside named by its title, outside the live regions', () => {
    render(
      <Alert tone="warning" live="none" as="aside" aria-labelledby="demo-title">
        <span id="demo-title">Modo demostración</span> Código 123456
      </Alert>,
    );
    const note = screen.getByRole('complementary', { name: 'Modo demostración' });
    expect(note.className).toBe('alert alert--warning');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('can take the focus from a script, so a screen reader reads it at once', () => {
    function Focused() {
      const box = useRef<HTMLDivElement>(null);
      useEffect(() => {
        box.current?.focus();
      }, []);
      return (
        <Alert tone="error" as="div" ref={box} tabIndex={-1}>
          No se pudieron cargar las solicitudes.
        </Alert>
      );
    }
    render(<Focused />);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('has one class list per tone, for a box that is a notice only some of the time', () => {
    expect(alertClass('info')).toBe('alert alert--info');
    expect(alertClass('success', 'file-notes__columns')).toBe('alert alert--success file-notes__columns');
  });
});
