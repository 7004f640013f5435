import { Link } from '@tanstack/react-router';
import { approveMessages as t } from '@/features/factoring/approve/messages';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';

export function BackToRequests() {
  return (
    <Link to="/factoring/aprobar" className={buttonClass({ variant: 'ghost' }, 'back-link')}>
      ‹ {t.backToList}
    </Link>
  );
}

/** An unknown (or already decided) request. */
export function RequestNotFound() {
  return (
    <section className="page-stack">
      <Alert tone="error" as="div">
        <p className="notice-title">{t.notFound}</p>
        <p>{t.notFoundHelp}</p>
      </Alert>
      <div>
        <BackToRequests />
      </div>
    </section>
  );
}
