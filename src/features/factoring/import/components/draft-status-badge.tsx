import { Badge, type BadgeTone } from '@/components/badge';
import { draftStatusLabels } from '@/features/factoring/import/drafts/draft-status';
import type { DraftStatus } from '@/features/factoring/import/drafts/draft-types';

const tones: Readonly<Record<DraftStatus, BadgeTone>> = {
  saved: 'info',
  queued: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

/** The draft's status in words, coloured as a second signal only. */
export function DraftStatusBadge({ status }: { readonly status: DraftStatus }) {
  return <Badge tone={tones[status]}>{draftStatusLabels[status]}</Badge>;
}
