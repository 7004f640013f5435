import { MAX_DATA_ROWS } from '@workers/import-engine/index';
import type { ReviewRow } from '@workers/import-engine/index';
import { editMessages as t } from './edit-messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface HeaderRowNoticeProps {
  readonly headerRow: ReviewRow | undefined;
  readonly rowCount: number;
  readonly included: boolean;
  readonly editable: boolean;
  readonly onInclude: () => void;
}

/** Says that row 1 was taken as the header although it reads like an invoice, and offers to include it. */
export function HeaderRowNotice({ headerRow, rowCount, included, editable, onInclude }: HeaderRowNoticeProps) {
  if (!headerRow || included) return null;
  return (
    <Alert tone="info" as="div" className="card import-section header-row-notice">
      <p>
        <strong>{t.headerTitle}. </strong>
        {t.headerBody}
      </p>
      {editable && rowCount < MAX_DATA_ROWS && (
        <div className="submit-panel__actions submit-panel__actions--start">
          <Button onClick={onInclude}>{t.includeHeader}</Button>
        </div>
      )}
    </Alert>
  );
}
