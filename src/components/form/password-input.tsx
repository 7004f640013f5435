import { useState, type ChangeEvent, type Ref } from 'react';
import type { FieldControlProps } from './text-field';

interface PasswordInputProps {
  readonly control: FieldControlProps;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly name?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * A password input with its 'Mostrar contraseña' toggle, so that every password field lets the
 * user check what they typed (WCAG 3.3.8 asks not to make them rely on memory alone).
 */
export function PasswordInput({ control, value, onChange, autoComplete, name, inputRef }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="field__with-action">
      <input
        {...control}
        ref={inputRef}
        name={name}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        required
      />
      <button
        type="button"
        className="field__action"
        onClick={() => setShown((current) => !current)}
        aria-pressed={shown}
        aria-controls={control.id}
      >
        {shown ? 'Ocultar contraseña' : 'Mostrar contraseña'}
      </button>
    </div>
  );
}
