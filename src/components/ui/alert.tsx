import { createElement, type ReactNode, type Ref } from 'react';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

export interface AlertProps {
  readonly tone: AlertTone;
  readonly children: ReactNode;
  /**
   * How a screen reader hears it. By default an error interrupts ('alert') and every other tone
   * waits its turn ('status'); 'none' for a box that is part of the page from its first paint,
   * which a live region would read out again on every change.
   */
  readonly live?: 'alert' | 'status' | 'none';
  /**
   * A paragraph for one sentence; a block for a title, a list or buttons inside; an aside for a
   * note beside the page's own content, named by its title (`aria-labelledby`).
   */
  readonly as?: 'p' | 'div' | 'aside';
  readonly ref?: Ref<HTMLElement>;
  readonly id?: string;
  readonly className?: string;
  readonly 'aria-labelledby'?: string;
  /** -1 for a box that takes the focus from a script, so that a screen reader reads it at once. */
  readonly tabIndex?: -1;
  readonly 'data-testid'?: string;
}

const defaultLive = (tone: AlertTone) => (tone === 'error' ? 'alert' : 'status');

/**
 * The class list of a tone's box, for what looks like a notice only some of the time and so cannot
 * become an Alert and back without losing what is inside (the focus of a button in it).
 */
export function alertClass(tone: AlertTone, extra?: string): string {
  return ['alert', `alert--${tone}`, extra].filter(Boolean).join(' ');
}

/** A message box in the tone of what it says, announced to screen readers as its tone asks. */
export function Alert({ tone, children, live = defaultLive(tone), as: Tag = 'p', className, ...rest }: AlertProps) {
  // createElement rather than <Tag>: one ref type for whichever element the box is.
  return createElement(
    Tag,
    { ...rest, className: alertClass(tone, className), role: live === 'none' ? undefined : live },
    children,
  );
}
