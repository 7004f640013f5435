import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type SyntheticEvent } from 'react';
import { ModalDialog } from '@/components/modal-dialog';
import type { ParseRequest } from '@/lib/import-bridge';
import { COLUMN_KEYS, COLUMNS, columnLetter } from '@workers/import-engine/index';
import type { ColumnKey, ColumnMap, ColumnMatch } from '@workers/import-engine/index';
import { useFileImport } from '@/features/factoring/import/use-file-import';
import { columnMessages as t } from './column-messages';
import { focusColumnsOf } from './column-focus';
import { lastFiles } from './last-files';
import { rememberColumns } from './remembered-columns';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface ColumnStepProps {
  readonly userId: number;
  readonly draftId: string;
  readonly fileName: string;
  readonly match: ColumnMatch;
  /** Corrections made in the review, which a new read of the file does not keep. */
  readonly edits: number;
  /** The sheet the draft was read from: read again from it. */
  readonly sheet?: string | undefined;
  readonly onClose: () => void;
}

const NONE = '';

/** The first column chosen for two fields, with their labels, or null when every field has its own. */
function usedTwice(choice: ColumnMap): { letter: string; labels: string } | null {
  for (const key of COLUMN_KEYS) {
    const column = choice[key];
    if (column === null) continue;
    const sharing = COLUMN_KEYS.filter((other) => choice[other] === column);
    if (sharing.length > 1) {
      return { letter: columnLetter(column), labels: sharing.map((other) => COLUMNS[other].label).join(' y ') };
    }
  }
  return null;
}

/**
 * The column-matching step: which column of the file each invoice field is read from. Applying it
 * remembers the choice for files with the same headers and reads the file again with it (the file
 * kept in this tab, or chosen again after a reload); the new draft replaces this one.
 */
export function ColumnStep({ userId, draftId, fileName, match, edits, sheet, onClose }: ColumnStepProps) {
  const navigate = useNavigate();
  const { state, importFile } = useFileImport(userId, (id) => {
    focusColumnsOf(id);
    void navigate({ to: '/factoring/importar/resumen', search: { borrador: id } });
  });
  const [choice, setChoice] = useState<ColumnMap>(match.map);
  const kept = lastFiles.get(draftId);
  const [picked, setPicked] = useState<ParseRequest | null>(null);
  const file = kept ?? picked;
  const ids = useId();
  const width = Math.max(match.headers.length, COLUMN_KEYS.length, ...COLUMN_KEYS.map((key) => (choice[key] ?? 0) + 1));
  const clash = usedTwice(choice);
  const busy = state.kind === 'parsing' || state.kind === 'saving';

  const choose = (key: ColumnKey, value: string) => {
    setChoice((current) => ({ ...current, [key]: value === NONE ? null : Number(value) }));
  };
  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    if (clash || !file || busy) return;
    rememberColumns(userId, match.signature, choice);
    importFile(file, { chosen: { signature: match.signature, map: choice }, replacing: draftId, sheet });
  };

  return (
    <ModalDialog open title={t.title} description={t.description(fileName)} className="column-step" onCancel={onClose}>
      <form onSubmit={apply} aria-busy={busy}>
        <div className="column-step__fields">
          {COLUMN_KEYS.map((key, index) => (
            <div className="field" key={key}>
              <label htmlFor={`${ids}-${key}`}>{COLUMNS[key].label}</label>
              <select
                id={`${ids}-${key}`}
                value={choice[key] === null ? NONE : String(choice[key])}
                onChange={(event) => {
                  choose(key, event.target.value);
                }}
                {...(index === 0 ? { 'data-autofocus': true } : {})}
              >
                <option value={NONE}>{t.none}</option>
                {Array.from({ length: width }, (_, column) => (
                  <option key={column} value={String(column)}>
                    {t.option(columnLetter(column), match.headers[column]?.trim() || t.untitled)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        {clash && <Alert tone="error">{t.usedTwice(clash.letter, clash.labels)}</Alert>}
        {edits > 0 && (
          <Alert tone="info" live="none">
            {t.editsLost(edits)}
          </Alert>
        )}
        {!kept && (
          <div className="field">
            <label htmlFor={`${ids}-file`}>{t.chooseFileAgain(fileName)}</label>
            <input
              id={`${ids}-file`}
              type="file"
              accept=".xlsx,.xls"
              onChange={(event) => {
                setPicked(event.target.files?.[0] ?? null);
              }}
            />
          </div>
        )}
        {state.kind === 'rejected' && <Alert tone="error">{state.message}</Alert>}
        <p className="visually-hidden" role="status">
          {busy ? t.reading : ''}
        </p>
        <div className="dialog__actions">
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variant="primary" type="submit" disabled={clash !== null || !file || busy} aria-disabled={busy}>
            {busy ? t.reading : t.apply}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
