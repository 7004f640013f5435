import { Link } from '@tanstack/react-router';
import { approveMessages as t } from '../messages';

export function BackToRequests() {
  return (
    <Link to="/factoring/aprobar" className="button button--ghost back-link">
      ‹ {t.backToList}
    </Link>
  );
}

/** An unknown (or already decided) request. */
export function RequestNotFound() {
  return (
    <section className="page-stack">
      <div className="alert alert--error" role="alert">
        <p className="notice-title">{t.notFound}</p>
        <p>{t.notFoundHelp}</p>
      </div>
      <div>
        <BackToRequests />
      </div>
    </section>
  );
}
