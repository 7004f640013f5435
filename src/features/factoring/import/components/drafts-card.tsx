import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageLoader } from '../../../../components/page-loader';
import { WorkCard, WorkFigures } from '../../../../components/work-card';
import { draftStore } from '../draft-runtime';
import { dashboardMessages as t } from '../messages';
import { useLiveQuery } from '../use-live-query';
import { Alert } from '../../../../components/ui/alert';
import { buttonClass } from '../../../../components/ui/button';

/** The debtor's dashboard card: imports prepared on this device and not sent yet. */
export function DraftsCard({ userId }: { readonly userId: number }) {
  const query = useCallback(async () => (await draftStore.listHeads(userId)).length, [userId]);
  const drafts = useLiveQuery(query);
  return (
    <WorkCard title={t.title}>
      {drafts.status === 'loading' && <PageLoader />}
      {drafts.status === 'error' && (
        <Alert tone="error" as="div">
          {t.readFailed}
        </Alert>
      )}
      {drafts.status === 'ready' && (
        <WorkFigures
          headline={t.drafts(drafts.value)}
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
