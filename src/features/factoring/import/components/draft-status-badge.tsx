import { draftStatusLabels } from '../../../../lib/drafts/draft-status';
import type { DraftStatus } from '../../../../lib/drafts/draft-types';

/** The draft's status in words (issue 4's labels), coloured as a second signal only. */
export function DraftStatusBadge({ status }: { readonly status: DraftStatus }) {
  return (
    <span className={`draft-badge draft-badge--${status}`} data-status={status}>
      <span className="draft-badge__dot" aria-hidden="true" />
      {draftStatusLabels[status]}
    </span>
  );
}
