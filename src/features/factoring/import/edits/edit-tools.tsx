import { useMemo } from 'react';
import type { ReviewRow, RowChange } from '@workers/import-engine/index';
import { canRedo, canUndo, removedRows, type EditLog } from './edit-log';
import { editMessages as t } from './edit-messages';
import { quickFixes } from './quick-fixes';
import { Button } from '@/components/ui/button';

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
      <Button onClick={onUndo} disabled={!canUndo(log)} aria-keyshortcuts="Control+Z">
        {t.undo}
      </Button>
      <Button onClick={onRedo} disabled={!canRedo(log)} aria-keyshortcuts="Control+Y">
        {t.redo}
      </Button>
      {fixes.dates.length > 0 && (
        <Button onClick={() => onChanges([...fixes.dates])}>{t.fixDates(fixes.dates.length)}</Button>
      )}
      {fixes.amounts.length > 0 && (
        <Button onClick={() => onChanges([...fixes.amounts])}>{t.fixAmounts(fixes.amounts.length)}</Button>
      )}
      {removed.length > 0 && (
        <Button
          onClick={() => onChanges(removed.map((row) => ({ kind: 'insert', row })))}
          // Where the focus goes when a deletion leaves no row (focus-after-delete.ts).
          data-restore-rows
        >
          {t.restoreRows(removed.length)}
        </Button>
      )}
    </>
  );
}
