import type { ReactNode } from 'react';

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
  /** A paragraph for one sentence; a block for a title, a list or buttons inside. */
  readonly as?: 'p' | 'div';
  readonly id?: string;
  readonly className?: string;
  readonly 'data-testid'?: string;
}

const defaultLive = (tone: AlertTone) => (tone === 'error' ? 'alert' : 'status');

/** A message box in the tone of what it says, announced to screen readers as its tone asks. */
export function Alert({ tone, children, live = defaultLive(tone), as: Tag = 'p', className, ...rest }: AlertProps) {
  return (
    <Tag
      {...rest}
      className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}
      role={live === 'none' ? undefined : live}
    >
      {children}
    </Tag>
  );
}
