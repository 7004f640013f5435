import { draftQueries, useDraftQuery } from '@/features/factoring/import/draft-queries';
import type { DraftHead } from '@/features/factoring/import/drafts/draft-types';
import { duplicateMessages } from '@/features/factoring/import/duplicate-messages';
import { formatManaguaDateTime } from '@contract/dates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface SameContentOfferProps {
  readonly userId: number;
  readonly fileName: string;
  readonly existing: DraftHead;
  readonly onOpen: (draftId: string) => void;
  readonly onImportAgain: () => void;
}

/**
 * The file holds what an unsent draft holds: open that one, or import it again. The draft is
 * followed live (another tab may send or discard it meanwhile): once it is gone, the offer says
 * so and leaves only importing again.
 */
export function SameContentOffer({ userId, fileName, existing, onOpen, onImportAgain }: SameContentOfferProps) {
  const live = useDraftQuery(draftQueries.review(userId, existing.id));
  const gone = live.status === 'success' && (live.data.draft === undefined || live.data.draft.status === 'sent');
  return (
    <Alert tone="info" as="div">
      <p>
        {gone
          ? duplicateMessages.sameContentGone(fileName, existing.fileName)
          : duplicateMessages.sameContent(fileName, existing.fileName, formatManaguaDateTime(existing.createdAt))}
      </p>
      <div className="submit-panel__actions submit-panel__actions--start">
        {!gone && (
          <Button variant="primary" onClick={() => onOpen(existing.id)}>
            {duplicateMessages.openExisting}
          </Button>
        )}
        <Button variant={gone ? 'primary' : 'ghost'} onClick={onImportAgain}>
          {duplicateMessages.importAgain}
        </Button>
      </div>
    </Alert>
  );
}
