import { useId, type ReactNode } from 'react';
import { selectionLabels as t } from './messages';
import { Button } from '@/components/ui/button';
import './selection-bar.css';

interface SelectionBarProps {
  /** The bar's name for assistive technology. */
  readonly heading: string;
  readonly empty: boolean;
  /** What is selected and what it adds up to, or a hint while nothing is. */
  readonly figures: ReactNode;
  readonly onClear: () => void;
  /** A screen's own spacing on top of the bar's. */
  readonly className?: string;
  /** What can be done with the selection, after clearing it. */
  readonly children: ReactNode;
}

/**
 * The bar that stays above a selectable list: the selection's figures, announced as they change,
 * a way to clear it while there is one, and the screen's actions on it.
 */
export function SelectionBar({ heading, empty, figures, onClear, className, children }: SelectionBarProps) {
  const headingId = useId();
  return (
    <section
      className={className === undefined ? 'card selection-bar' : `card selection-bar ${className}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="visually-hidden">
        {heading}
      </h2>
      <div className="selection-bar__figures" aria-live="polite" aria-atomic="true">
        {figures}
      </div>
      <div className="button-row selection-bar__actions">
        {!empty && <Button onClick={onClear}>{t.clear}</Button>}
        {children}
      </div>
    </section>
  );
}
