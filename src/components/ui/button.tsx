import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import '@/components/spinner.css';

/**
 * primary: the one action the screen is for; ghost: the others; danger: what cannot be undone;
 * bare: none of the portal's button looks, for a control drawn by its own class (a menu toggle, a
 * table cell that opens an editor).
 */
export type ButtonVariant = 'primary' | 'ghost' | 'danger' | 'bare';

export interface ButtonLook {
  readonly variant?: ButtonVariant;
  /** A compact button inside a row or a notice; still 44 px on touch screens. Not for 'bare'. */
  readonly size?: 'normal' | 'small';
  /** As wide as its container. Not for 'bare'. */
  readonly block?: boolean;
}

/**
 * The class list of a button's look, for what is not a <button> but must look like one (a router
 * link that goes to a screen, a label of a file input, a menu's trigger).
 */
export function buttonClass({ variant = 'ghost', size = 'normal', block = false }: ButtonLook, extra?: string): string {
  if (variant === 'bare') return extra ?? '';
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
   * A button that says so in its label alone, without a spinner, passes its own `aria-busy`.
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
  'aria-busy': ariaBusy,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block }, className) || undefined}
      disabled={disabled === true || busy}
      aria-busy={busy || ariaBusy}
    >
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label' | 'aria-labelledby' | 'title' | 'children'> {
  /**
   * What the button does, in words: its accessible name. An icon alone says nothing to a screen
   * reader or to someone who speaks to the computer, so an icon button cannot be made without one.
   */
  readonly label: string;
  /** The label also shows as a tooltip on hover, for an icon whose meaning is not obvious. */
  readonly tooltip?: boolean;
  /** The icon (or a glyph such as ✕): never the name, which is `label`. */
  readonly children: ReactNode;
}

/**
 * A button that shows only an icon: named by `label` once here, so none can be left unnamed. Inside
 * a Radix trigger or close, pass it with `asChild`.
 */
export function IconButton({ label, tooltip = false, ...rest }: IconButtonProps) {
  return <Button {...rest} aria-label={label} title={tooltip ? label : undefined} />;
}
