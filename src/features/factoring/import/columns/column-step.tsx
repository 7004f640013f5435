import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type SyntheticEvent } from 'react';
import { ModalDialog } from '@/components/modal-dialog';
import type { ParseRequest } from '@/lib/import-bridge';
import { COLUMNS, columnLetter } from '@workers/import-engine/index';
import type { ColumnChoice, ColumnMap, ColumnMatch } from '@workers/import-engine/index';
import { useFileImport } from '@/features/factoring/import/use-file-import';
import { columnMessages as t } from './column-messages';
import { focusColumnsOf } from './column-focus';
import { lastFiles } from './last-files';
import { rememberColumns } from './remembered-columns';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { INVOICE_FIELD_KEYS } from '@contract/invoice-fields';
import type { InvoiceFieldKey } from '@contract/invoice-fields';

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

/** How the file gives its amounts: a column per currency (SPEC's), or one amount column and a currency column. */
type Amounts = 'split' | 'currency';

/** What the step shows and checks, field by field: in 'currency', the amount column and the currency column stand for the two amounts. */
function choiceEntries(choice: ColumnMap, amounts: Amounts, currency: number | null) {
  const keys =
    amounts === 'split'
      ? INVOICE_FIELD_KEYS
      : INVOICE_FIELD_KEYS.filter((key) => key !== 'amountNIO' && key !== 'amountUSD');
  const fields = keys.map((key) => ({ label: COLUMNS[key].label, column: choice[key] }));
  if (amounts === 'split') return fields;
  return [
    ...fields,
    { label: t.amountColumn, column: choice.amountNIO },
    { label: t.currencyColumn, column: currency },
  ];
}

/** The first column chosen for two fields, with their labels, or null when every field has its own. */
function usedTwice(
  entries: readonly { label: string; column: number | null }[],
): { letter: string; labels: string } | null {
  for (const { column } of entries) {
    if (column === null) continue;
    const sharing = entries.filter((other) => other.column === column);
    if (sharing.length > 1) {
      return { letter: columnLetter(column), labels: sharing.map((other) => other.label).join(' y ') };
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
  // A file read with one amount column and a currency column is shown as such, both amounts on the
  // amount column: as two fields on one column it looked like a mistake the debtor had to undo.
  const [amounts, setAmounts] = useState<Amounts>(match.currency ? 'currency' : 'split');
  const [currency, setCurrency] = useState<number | null>(match.currency?.currency ?? null);
  const kept = lastFiles.get(draftId);
  const [picked, setPicked] = useState<ParseRequest | null>(null);
  const file = kept ?? picked;
  const ids = useId();
  const entries = choiceEntries(choice, amounts, currency);
  const width = Math.max(
    match.headers.length,
    INVOICE_FIELD_KEYS.length,
    ...entries.map((entry) => (entry.column ?? 0) + 1),
  );
  const clash = usedTwice(entries);
  const incomplete = amounts === 'currency' && (choice.amountNIO === null || currency === null);
  const busy = state.kind === 'parsing' || state.kind === 'saving';

  const columnOf = (value: string) => (value === NONE ? null : Number(value));
  const choose = (key: InvoiceFieldKey, value: string) => {
    setChoice((current) => ({ ...current, [key]: columnOf(value) }));
  };
  // The amount column holds both amounts: each row's currency says which.
  const chooseAmount = (value: string) => {
    setChoice((current) => ({ ...current, amountNIO: columnOf(value), amountUSD: columnOf(value) }));
  };
  const chooseAmounts = (next: Amounts) => {
    setAmounts(next);
    setChoice((current) =>
      next === 'currency'
        ? {
            ...current,
            amountNIO: current.amountNIO ?? current.amountUSD,
            amountUSD: current.amountNIO ?? current.amountUSD,
          }
        : // The amount column of a currency file holds both currencies: which column is which is the
          // debtor's to say, never a guess that could send dollars as córdobas.
          match.currency
          ? { ...current, amountNIO: null, amountUSD: null }
          : { ...current, amountNIO: match.map.amountNIO, amountUSD: match.map.amountUSD },
    );
  };
  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    if (clash || incomplete || !file || busy) return;
    const chosen: ColumnChoice = amounts === 'currency' && currency !== null ? { ...choice, currency } : choice;
    rememberColumns(userId, match.signature, chosen);
    importFile(file, { chosen: { signature: match.signature, map: chosen }, replacing: draftId, sheet });
  };
  const options = (
    <>
      <option value={NONE}>{t.none}</option>
      {Array.from({ length: width }, (_, column) => (
        <option key={column} value={String(column)}>
          {t.option(columnLetter(column), match.headers[column]?.trim() || t.untitled)}
        </option>
      ))}
    </>
  );
  const select = (
    id: string,
    label: string,
    value: number | null,
    onChange: (value: string) => void,
    first = false,
  ) => (
    <div className="field" key={id}>
      <label htmlFor={`${ids}-${id}`}>{label}</label>
      <select
        id={`${ids}-${id}`}
        value={value === null ? NONE : String(value)}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        {...(first ? { 'data-autofocus': true } : {})}
      >
        {options}
      </select>
    </div>
  );

  return (
    <ModalDialog open title={t.title} description={t.description(fileName)} className="column-step" onCancel={onClose}>
      <form onSubmit={apply} aria-busy={busy}>
        <div className="column-step__fields">
          {INVOICE_FIELD_KEYS.map((key, index) => {
            if (amounts === 'currency' && key === 'amountNIO') {
              return select('amount', t.amountColumn, choice.amountNIO, chooseAmount);
            }
            if (amounts === 'currency' && key === 'amountUSD') {
              return select('currency', t.currencyColumn, currency, (value) => setCurrency(columnOf(value)));
            }
            return select(key, COLUMNS[key].label, choice[key], (value) => choose(key, value), index === 0);
          })}
        </div>
        <fieldset className="column-step__amounts">
          <legend>{t.amountsLegend}</legend>
          {(['split', 'currency'] as const).map((option) => (
            <label key={option} className="import-checkbox">
              <input
                type="radio"
                name={`${ids}-amounts`}
                value={option}
                checked={amounts === option}
                onChange={() => {
                  chooseAmounts(option);
                }}
              />
              {option === 'split' ? t.amountsSplit : t.amountsByCurrency}
            </label>
          ))}
        </fieldset>
        {clash && <Alert tone="error">{t.usedTwice(clash.letter, clash.labels)}</Alert>}
        {!clash && incomplete && <Alert tone="error">{t.currencyMissing}</Alert>}
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
          <Button
            variant="primary"
            type="submit"
            disabled={clash !== null || incomplete || !file || busy}
            aria-disabled={busy}
          >
            {busy ? t.reading : t.apply}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
