import type { ReactNode } from 'react';
import './fact-list.css';

export interface Fact {
  readonly label: string;
  readonly value: ReactNode;
  /** Amounts and counts: right-aligned digits in tabular figures. */
  readonly numeric?: boolean;
}

/** A summary card's label/value pairs as a description list. */
export function FactList({ facts, label }: { readonly facts: readonly Fact[]; readonly label?: string }) {
  return (
    <dl className="fact-list" aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className="fact-list__item">
          <dt>{fact.label}</dt>
          <dd className={fact.numeric ? 'tabular' : undefined}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
