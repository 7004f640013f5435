import type { ReactNode } from 'react';
import './badge.css';

/** The colour families a badge may take; the words always say the status, the colour repeats it. */
export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

interface BadgeProps {
  readonly tone: BadgeTone;
  readonly children: ReactNode;
  /** A mark drawn before the text instead of the dot (✓, !, ✕); hidden from screen readers. */
  readonly mark?: string;
}

/** A coloured pill whose text always says the status: colour is never the only signal. */
export function Badge({ tone, children, mark }: BadgeProps) {
  return (
    <span className={`badge badge--${tone}`} data-tone={tone}>
      {mark === undefined ? (
        <span className="badge__dot" aria-hidden="true" />
      ) : (
        <span className="badge__mark" aria-hidden="true">
          {mark}
        </span>
      )}
      {children}
    </span>
  );
}
