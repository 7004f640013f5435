import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { COLUMNS } from '@workers/import-engine/index';
import type { CellRead } from '@workers/import-engine/index';
import { Button } from '@/components/ui/button';
import { cellKey } from './edit-log';
import { columnKind, inputText, originalText, parseCellInput, shownText } from './cell-input';
import { editMessages as t } from './edit-messages';
import { cellTowards } from './use-grid-keyboard';
import { editHintId, useGridEditing } from './grid-context';
import type { InvoiceFieldKey } from '@contract/invoice-fields';

interface EditableCellProps {
  readonly row: number;
  readonly column: InvoiceFieldKey;
  readonly read: CellRead;
  /** What the cell shows when it differs from the read's own text (a shortened note). */
  readonly shown?: string;
}

const currencyOf = (column: InvoiceFieldKey) => (column === 'amountUSD' ? 'USD' : 'NIO');

/** One cell of 'Detalle de facturas': its value, marked when edited, and its input while editing. */
export function EditableCell({ row, column, read, shown }: EditableCellProps) {
  const grid = useGridEditing();
  const key = cellKey(row, column);
  const text = shown ?? shownText(read, currencyOf(column));
  const original = grid.originalOf(row, column, read);
  const originalLabel = original === undefined ? null : t.original(originalText(original, currencyOf(column)));
  if (!grid.editable) return <>{text}</>;
  if (grid.editing === key) return <CellEditor row={row} column={column} read={read} />;
  return (
    <Button
      variant="bare"
      className={`grid-cell${original === undefined ? '' : ' grid-cell--edited'}`}
      data-cell={key}
      data-column={column}
      tabIndex={grid.active === key ? 0 : -1}
      title={originalLabel ?? undefined}
      aria-describedby={editHintId}
      onFocus={() => grid.setActive(key)}
      onDoubleClick={() => grid.startEdit(key)}
    >
      <span className="visually-hidden">{t.cellLabel(COLUMNS[column].label, row)}: </span>
      {text}
      {originalLabel && (
        <span className="visually-hidden">
          . {t.edited} {originalLabel}
        </span>
      )}
    </Button>
  );
}

function CellEditor({ row, column, read }: Omit<EditableCellProps, 'shown'>) {
  const grid = useGridEditing();
  const errorId = useId();
  const [value, setValue] = useState(() => inputText(read));
  const [error, setError] = useState<string | null>(null);
  const key = cellKey(row, column);
  const kind = columnKind(column);
  // The input closes once: a blur while it unmounts must not commit or cancel a second time.
  const closed = useRef(false);
  const finish: typeof grid.finishEdit = (...args) => {
    if (closed.current) return;
    closed.current = true;
    grid.finishEdit(...args);
  };

  /** Commits what was typed; false when it is not a value for this column. */
  const commit = (then?: string): boolean => {
    const parsed = parseCellInput(column, value);
    if (!parsed.ok) {
      setError(parsed.message);
      return false;
    }
    // The file's text in a date or amount cell is not a value yet: committing it as typed converts it.
    const fromFile = typeof read === 'object' && read.kind === 'invalid';
    const unchanged = !fromFile && value.trim() === inputText(read).trim();
    finish(key, unchanged ? null : { row, column, input: parsed.input }, then);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(key, null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Tab') {
      const editor = event.currentTarget.closest<HTMLElement>('[data-cell]');
      const next = editor ? cellTowards(editor, 'Tab', event.shiftKey)?.dataset.cell : undefined;
      if (!next) return;
      event.preventDefault();
      commit(next);
    }
  };

  return (
    <span className="grid-cell-editor" data-cell={key} data-column={column}>
      <input
        className="grid-cell__input"
        value={value}
        // The input opens because the debtor asked to edit this cell: it takes the focus.
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        aria-label={t.cellLabel(COLUMNS[column].label, row)}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        inputMode={kind === 'amount' ? 'decimal' : undefined}
        placeholder={kind === 'date' ? 'dd/mm/aaaa' : undefined}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!closed.current && !commit()) finish(key, null);
        }}
      />
      {error && (
        <span id={errorId} className="grid-cell__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
