import type { ReactNode } from 'react';
import { FactList, type Fact } from './fact-list';
import './work-card.css';

/**
 * A dashboard card about work waiting for the user. Its figures come inside (usually in a
 * QueryBoundary, so the card keeps its title while they load or when they fail).
 */
export function WorkCard({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <article className="card work-card" aria-label={title}>
      <h3 className="work-card__title">{title}</h3>
      {children}
    </article>
  );
}

interface WorkFiguresProps {
  /** The headline figure, e.g. '3 cargas pendientes'. */
  readonly headline: string;
  readonly facts?: readonly Fact[];
  /** The link to the screen where the work is done. */
  readonly action: ReactNode;
}

/** A card's figures: the headline, its details, and where to do the work. */
export function WorkFigures({ headline, facts = [], action }: WorkFiguresProps) {
  return (
    <>
      <p className="work-card__headline">{headline}</p>
      {facts.length > 0 && <FactList facts={facts} />}
      <div className="work-card__action">{action}</div>
    </>
  );
}
