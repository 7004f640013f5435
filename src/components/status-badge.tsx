import type { StatusTone } from './status-tone';
import './status-badge.css';

interface StatusBadgeProps {
  readonly tone: StatusTone;
  readonly children: string;
}

/** A coloured pill whose text always says the status: colour is never the only signal. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span className={`status-badge status-badge--${tone}`} data-tone={tone}>
      <span className="status-badge__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
