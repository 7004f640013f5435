import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CallButton } from '@/components/form/call-button';
import { TextField } from '@/components/form/text-field';

describe('TextField', () => {
  it('labels its control and describes it by its hint and, while there is one, its error', () => {
    const { rerender } = render(
      <TextField label="Motivo del rechazo" hint="Máximo 500 caracteres." error={null}>
        {(control) => <textarea {...control} />}
      </TextField>,
    );
    const field = screen.getByRole('textbox', { name: 'Motivo del rechazo' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Máximo 500 caracteres.').id);

    rerender(
      <TextField label="Motivo del rechazo" hint="Máximo 500 caracteres." error="Indique el motivo.">
        {(control) => <textarea {...control} />}
      </TextField>,
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(
      `${screen.getByText('Máximo 500 caracteres.').id} ${screen.getByText('Indique el motivo.').id}`,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces its error when asked, and adds what else describes the control first', () => {
    render(
      <>
        <p id="rules">Al menos 8 caracteres</p>
        <TextField label="Nueva contraseña" describedBy="rules" error="No cumple las reglas." announceError>
          {(control) => <input type="text" {...control} />}
        </TextField>
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Nueva contraseña' });
    expect(field.getAttribute('aria-describedby')).toBe(`rules ${screen.getByRole('alert').id}`);
    expect(screen.getByRole('alert').textContent).toBe('No cumple las reglas.');
  });
});

function Form({ pending, onSubmit }: { readonly pending: boolean; readonly onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Correo" value={value} onChange={(event) => setValue(event.target.value)} />
      <CallButton call={{ isPending: pending }} label="Continuar" pendingLabel="Enviando…" />
    </form>
  );
}

describe('CallButton', () => {
  it('submits its form when no call runs', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form pending={false} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(screen.getByRole('textbox', { name: 'Correo' }), 'a{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBe('false');
  });

  it('while its call runs, says so, stays focusable, and sends nothing on a click or an Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form pending={true} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Enviando…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: 'Correo' }), 'a{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('as a plain button, runs its action only when nothing is busy', async () => {
    const user = userEvent.setup();
    const resend = vi.fn();
    const { rerender } = render(
      <CallButton call={{ isPending: false }} busy label="Reenviar código" pendingLabel="Enviando…" onClick={resend} />,
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(resend).not.toHaveBeenCalled();
    rerender(
      <CallButton call={{ isPending: false }} label="Reenviar código" pendingLabel="Enviando…" onClick={resend} />,
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(resend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });
});
