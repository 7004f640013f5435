import { useEffect, useRef, useState } from 'react';
import { COLUMNS, columnLetter, columnName, currencyColumnNote, textColumnNote } from '@workers/import-engine/index';
import type { ColumnMatch, SheetRead } from '@workers/import-engine/index';
import type { Draft } from '@/features/factoring/import/drafts/draft-types';
import { columnMessages as t } from './column-messages';
import { takeColumnsFocus } from './column-focus';
import { ColumnStep } from './column-step';
import { alertClass } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatAmount, formatAmountParts } from '@/lib/format';
import { INVOICE_FIELD_KEYS } from '@contract/invoice-fields';

/**
 * What was read from where: the fields not in SPEC's column, and those the file has no column for.
 * A file with one amount column and a currency column names those two, as the column step does,
 * rather than both amounts on one column.
 */
function readFromLine(match: ColumnMatch): string {
  const from = (label: string, column: number) =>
    t.readFrom(label, columnLetter(column), match.headers[column]?.trim() ?? '');
  const byCurrency = match.currency;
  const moved = [
    ...INVOICE_FIELD_KEYS.flatMap((key, position) => {
      const column = match.map[key];
      if (column === null || column === position) return [];
      if (byCurrency && (key === 'amountNIO' || key === 'amountUSD')) return [];
      return [from(COLUMNS[key].label, column)];
    }),
    ...(byCurrency ? [from(t.amountColumn, byCurrency.amount), from(t.currencyColumn, byCurrency.currency)] : []),
  ];
  const missing = INVOICE_FIELD_KEYS.filter((key) => match.map[key] === null).map((key) => COLUMNS[key].label);
  const intro = match.by === 'chosen' ? t.chosen : t.byHeaders;
  if (moved.length === 0 && missing.length === 0) return `${intro} ${t.templateOrder}`;
  return [
    moved.length > 0 ? `${intro} ${moved.join(', ')}.` : '',
    missing.length > 0 ? t.missing(missing.join(', ')) : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
}

type Amounts = { readonly amountNIO: number | null; readonly amountUSD: number | null };

const amountsText = ({ amountNIO, amountUSD }: Amounts) =>
  [amountNIO === null ? '' : formatAmount(amountNIO, 'NIO'), amountUSD === null ? '' : formatAmount(amountUSD, 'USD')]
    .filter((text) => text !== '')
    .join(' y ');

type FileTotals = NonNullable<SheetRead['totals']>[number];

/**
 * What one of the file's own totals rows states, and the sentences after it that put it beside what
 * the import sums in the currencies it states; not compared when its sums could not be read, or
 * add both currencies together.
 */
function totalsParts(totals: FileTotals, summary: Draft['summary']): { stated: string; after: string } {
  const { mixed, unread } = totals;
  const all = amountsText({ amountNIO: summary.totalAmountNIO, amountUSD: summary.totalAmountUSD });
  if (mixed !== undefined) {
    const figure = formatAmountParts(mixed, 'NIO').flatMap((part) => (part.currency ? [] : [part.text]));
    return { stated: figure.join(''), after: ` ${t.totalsMixed(all)}` };
  }
  const imported = {
    amountNIO: totals.amountNIO === null ? null : summary.totalAmountNIO,
    amountUSD: totals.amountUSD === null ? null : summary.totalAmountUSD,
  };
  const stated = amountsText(totals);
  const agree = imported.amountNIO === totals.amountNIO && imported.amountUSD === totals.amountUSD;
  const compared = stated === '' ? '' : ` ${agree ? t.totalsAgree : t.totalsDiffer(amountsText(imported))}`;
  return { stated, after: `${compared}${unread ? ` ${t.totalsUnread(all)}` : ''}` };
}

/**
 * The file's own totals rows, left out, each beside the import's totals: one in a sentence, two
 * (one per currency, or a subtotal over a total) as a list under a sentence that names both, so a
 * screen reader says how many there are before reading each.
 */
function FileTotalsNote({ totals, summary }: { totals: readonly FileTotals[]; summary: Draft['summary'] }) {
  const [only] = totals;
  if (only && totals.length === 1) {
    const { stated, after } = totalsParts(only, summary);
    return <p data-testid="file-totals">{`${t.totals(only.row, only.label, stated)}${after}`}</p>;
  }
  return (
    <div data-testid="file-totals" className="file-notes__totals">
      <p>{t.totalsRows(totals.map(({ row }) => row))}</p>
      <ul>
        {totals.map((row) => {
          const { stated, after } = totalsParts(row, summary);
          return <li key={row.row}>{`${t.totalsRow(row.row, row.label, stated)}${after}`}</li>;
        })}
      </ul>
    </div>
  );
}

interface FileNotesProps {
  readonly userId: number;
  readonly draft: Pick<Draft, 'id' | 'fileName' | 'columns' | 'sheet' | 'editLog' | 'issues' | 'summary'>;
  readonly editable: boolean;
}

/**
 * How the file was read, in a line or two: the sheet (hidden in Excel, other sheets left out) and
 * the columns, when they were not SPEC's A to H, with the step to match them again; the columns
 * whose dates or amounts were written as text, and how they were read.
 */
export function FileNotes({ userId, draft, editable }: FileNotesProps) {
  const [matching, setMatching] = useState(false);
  // The column step gives the focus back to the button that opened it (WAI-ARIA dialog pattern):
  // on closing, and in the new draft's notes after reading the file again.
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (matching || !opener.current) return;
    if (refocus.current || takeColumnsFocus(draft.id)) opener.current.focus();
    refocus.current = false;
  }, [matching, editable, draft.id]);
  const { sheet, columns } = draft;
  const sheetNote = sheet && (sheet.hidden || sheet.others > 0);
  // What is said of the whole file rather than of a row: a required column it does not have.
  const fileIssues = draft.issues.filter((issue) => issue.row === 0);
  // Older drafts (before columns were matched by header) have no `guessed`. Columns the debtor
  // chose are not guesses: the warning about unrecognised headers goes once they are chosen.
  const guessed = columns?.by === 'chosen' ? [] : (columns?.guessed ?? []);
  const readFrom = columns && columns.by !== 'positions' ? readFromLine(columns) : '';
  // Said once per column whose dates or amounts came as text: how they were read.
  const textNotes = [
    ...(columns?.currency ? [currencyColumnNote(columns.currency, columns.headers)] : []),
    ...(columns?.text ?? []).map(textColumnNote),
  ];
  const fileTotals = sheet?.totals ?? [];
  const formulaRows = sheet?.formulaRows ?? [];
  const fileNotes =
    sheet?.header || fileTotals.length > 0 || formulaRows.length > 0 || fileIssues.length > 0 || textNotes.length > 0;
  if (!sheetNote && !fileNotes && readFrom === '' && guessed.length === 0) return null;
  const warning =
    guessed.length === 0
      ? ''
      : guessed.length >= INVOICE_FIELD_KEYS.length - 1
        ? t.unrecognised
        : t.guessed(guessed.map((key) => columnName(key, columns?.map[key] ?? null)).join(', '));
  return (
    <section className="card import-section file-notes" aria-label={t.notesLabel}>
      {sheet && sheetNote && (
        <p>
          {sheet.hidden ? t.sheetHidden(sheet.name) : t.sheet(sheet.name)}
          {sheet.others > 0 ? ` ${t.otherSheets(sheet.others)}` : ''}
        </p>
      )}
      {sheet?.header && <p>{t.header(sheet.header.first, sheet.header.last, sheet.header.titleRows)}</p>}
      {fileTotals.length > 0 && <FileTotalsNote totals={fileTotals} summary={draft.summary} />}
      {formulaRows.length > 0 && <p className={alertClass('warning')}>{t.formulaRows(formulaRows)}</p>}
      {columns && (readFrom !== '' || warning !== '' || fileIssues.length > 0) && (
        <div
          className={
            fileIssues.length > 0
              ? alertClass('error', 'file-notes__columns')
              : warning === ''
                ? 'file-notes__columns'
                : alertClass('info', 'file-notes__columns')
          }
        >
          <div>
            {fileIssues.map((issue) => (
              <p key={issue.column}>{issue.message}</p>
            ))}
            {readFrom !== '' && <p>{readFrom}</p>}
            {warning !== '' && <p>{warning}</p>}
          </div>
          {editable && (
            <Button
              ref={opener}
              onClick={() => {
                setMatching(true);
              }}
            >
              {readFrom === '' ? t.choose : t.change}
            </Button>
          )}
        </div>
      )}
      {textNotes.length > 0 && (
        <div className="file-notes__text">
          {textNotes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}
      {matching && columns && (
        <ColumnStep
          userId={userId}
          draftId={draft.id}
          fileName={draft.fileName}
          match={columns}
          edits={draft.editLog?.cursor ?? 0}
          sheet={sheet?.name}
          onClose={() => {
            refocus.current = true;
            setMatching(false);
          }}
        />
      )}
    </section>
  );
}
