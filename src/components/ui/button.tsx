import type { ButtonHTMLAttributes, Ref } from 'react';
import '../spinner.css';

export type ButtonVariant = 'primary' | 'ghost' | 'danger';

export interface ButtonLook {
  /** primary: the one action the screen is for; ghost: the others; danger: what cannot be undone. */
  readonly variant?: ButtonVariant;
  /** A compact button inside a row or a notice; still 44 px on touch screens. */
  readonly size?: 'normal' | 'small';
  /** As wide as its container. */
  readonly block?: boolean;
}

/**
 * The class list of a button's look, for what is not a <button> but must look like one (a router
 * link that goes to a screen, a label of a file input).
 */
export function buttonClass({ variant = 'ghost', size = 'normal', block = false }: ButtonLook, extra?: string): string {
  return ['button', `button--${variant}`, size === 'small' && 'button--small', block && 'button--block', extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  readonly ref?: Ref<HTMLButtonElement>;
  /** 'submit' only inside a form that it sends; every other button does nothing by itself. */
  readonly type?: 'button' | 'submit';
  /**
   * Work started by this button is under way: a spinner before the label, `aria-busy`, and the
   * button disabled so that the work is not started twice. The label should say what is happening.
   */
  readonly busy?: boolean;
}

/** The portal's button: one look per variant, a spinner while busy, `type="button"` unless asked. */
export function Button({
  variant,
  size,
  block,
  busy = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}
