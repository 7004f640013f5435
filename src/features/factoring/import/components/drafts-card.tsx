import { Link } from '@tanstack/react-router';
import { PageLoader } from '@/components/page-loader';
import { WorkCard, WorkFigures } from '@/components/work-card';
import { draftQueries, useDraftQuery } from '@/features/factoring/import/draft-queries';
import { dashboardMessages as t } from '@/features/factoring/import/messages';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';

/** The debtor's dashboard card: imports prepared on this device and not sent yet. */
export function DraftsCard({ userId }: { readonly userId: number }) {
  const drafts = useDraftQuery(draftQueries.list(userId));
  return (
    <WorkCard title={t.title}>
      {drafts.status === 'pending' && <PageLoader />}
      {drafts.status === 'error' && (
        <Alert tone="error" as="div">
          {t.readFailed}
          {drafts.data && ` ${t.shownBefore}`}
        </Alert>
      )}
      {/* A failed read after a good one keeps the count it read: the drafts did not go away. */}
      {drafts.data && (
        <WorkFigures
          headline={t.drafts(drafts.data.drafts.length)}
          action={
            <Link to="/factoring/importar" className={buttonClass({ variant: 'primary', size: 'small' })}>
              {t.go}
            </Link>
          }
        />
      )}
    </WorkCard>
  );
}
