import { MAX_DATA_ROWS } from '../../../../../workers/import-engine/index';
import type { ReviewRow } from '../../../../../workers/import-engine/index';
import { editMessages as t } from './edit-messages';

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
    <div className="card import-section alert alert--info header-row-notice" role="status">
      <p>
        <strong>{t.headerTitle}. </strong>
        {t.headerBody}
      </p>
      {editable && rowCount < MAX_DATA_ROWS && (
        <div className="submit-panel__actions submit-panel__actions--start">
          <button type="button" className="button button--ghost" onClick={onInclude}>
            {t.includeHeader}
          </button>
        </div>
      )}
    </div>
  );
}
