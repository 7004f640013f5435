import { useMemo } from 'react';
import type { ReviewRow, RowChange } from '../../../../../workers/import-engine/index';
import { canRedo, canUndo, removedRows, type EditLog } from './edit-log';
import { editMessages as t } from './edit-messages';
import { quickFixes } from './quick-fixes';

interface EditToolsProps {
  readonly rows: readonly ReviewRow[];
  readonly log: EditLog;
  readonly onChanges: (changes: RowChange[]) => void;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
}

/** 'Deshacer', 'Rehacer', the one-click fixes the draft offers, and the way back for deleted rows. */
export function EditTools({ rows, log, onChanges, onUndo, onRedo }: EditToolsProps) {
  const fixes = useMemo(() => quickFixes(rows), [rows]);
  const removed = useMemo(() => removedRows(log, new Set(rows.map((row) => row.detail.rowNumber))), [log, rows]);
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={onUndo}
        disabled={!canUndo(log)}
        aria-keyshortcuts="Control+Z"
      >
        {t.undo}
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={onRedo}
        disabled={!canRedo(log)}
        aria-keyshortcuts="Control+Y"
      >
        {t.redo}
      </button>
      {fixes.dates.length > 0 && (
        <button type="button" className="button button--ghost" onClick={() => onChanges([...fixes.dates])}>
          {t.fixDates(fixes.dates.length)}
        </button>
      )}
      {fixes.amounts.length > 0 && (
        <button type="button" className="button button--ghost" onClick={() => onChanges([...fixes.amounts])}>
          {t.fixAmounts(fixes.amounts.length)}
        </button>
      )}
      {removed.length > 0 && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onChanges(removed.map((row) => ({ kind: 'insert', row })))}
        >
          {t.restoreRows(removed.length)}
        </button>
      )}
    </>
  );
}
