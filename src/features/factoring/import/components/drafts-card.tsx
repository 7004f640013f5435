import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageLoader } from '../../../../components/page-loader';
import { WorkCard, WorkFigures } from '../../../../components/work-card';
import { draftStore } from '../draft-runtime';
import { dashboardMessages as t } from '../messages';
import { useLiveQuery } from '../use-live-query';

/** The debtor's dashboard card: imports prepared on this device and not sent yet. */
export function DraftsCard({ userId }: { readonly userId: number }) {
  const query = useCallback(async () => (await draftStore.listHeads(userId)).length, [userId]);
  const drafts = useLiveQuery(query);
  return (
    <WorkCard title={t.title}>
      {drafts.status === 'loading' && <PageLoader />}
      {drafts.status === 'error' && (
        <div className="alert alert--error" role="alert">
          {t.readFailed}
        </div>
      )}
      {drafts.status === 'ready' && (
        <WorkFigures
          headline={t.drafts(drafts.value)}
          action={
            <Link to="/factoring/importar" className="button button--primary button--small">
              {t.go}
            </Link>
          }
        />
      )}
    </WorkCard>
  );
}
