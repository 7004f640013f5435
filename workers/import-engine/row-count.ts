/**
 * A lower bound on the rows of one worksheet part that hold a value, counted while the part
 * inflates, so that a package with far more than 500 invoices is refused before SheetJS reads it.
 * It only ever says "at least": a row counts when one of its cells holds a number, a boolean or
 * non-blank text written in the sheet itself (shared strings are never read); anything it cannot
 * be sure of it leaves uncounted, and markup it does not expect makes the whole count unsure,
 * which never refuses anything.
 */

// SheetJS finds a sheet's cells between the first `<sheetData>` and the `</sheetData>` after it,
// cuts them into rows at each `</row>` and into cells at each `<c`; the patterns follow those cuts.
const SHEET_DATA_OPEN = /<(?:\w+:)?sheetData\b[^<>]*>/g;
const SHEET_DATA_CLOSE = /<\/(?:\w+:)?sheetData>/g;
const ROW_END = /<\/(?:\w+:)?row>/g;
const ROW_TAG = /^<(?:\w+:)?row\b/;
const ROW_NUMBER = /\sr=["'](\d{1,7})["']/;
const CELL_START = /<(?:\w+:)?c[ />]/g;
const FIRST_VALUE = /<((?:\w+:)?v)\b([^<>]*)>([^<]*)<\/((?:\w+:)?v)>/;
const CELL_TYPE = /\st=["']([^"']*)["']/;
const NUMBER = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/;
/** The first text of an inline string, when it comes first (no rich-text runs before it). */
const INLINE_TEXT = /^\s*<(?:\w+:)?is>\s*<(?:\w+:)?t(?:\s[^<>]*)?>([^<]*)<\/(?:\w+:)?t>/;
/** XML entities and OOXML's `_xHHHH_`: what they stand for is not judged, only what lies outside them. */
const ESCAPES = /&[^;&<]*;|_x[\dA-Fa-f]{4}_/g;
/** Excel's last row; a number beyond it is not a row SheetJS and our mapping agree on. */
const LAST_ROW = 1_048_576;
/** Longer unfinished markup than this is not a worksheet we can count: the count gives up. */
const MAX_CARRY = 4 * 1024 * 1024;
/** A tag cut between two chunks is carried over when it started this close to the end. */
const TAG_CARRY = 4096;

/** The first tag SheetJS takes as a row's: the one ending at the first `>` that does not close `/>`. */
function rowTagOf(segment: string): { tag: string; end: number } {
  let start = 0;
  for (let index = 0; index < segment.length; index += 1) {
    const char = segment[index];
    if (char === '<') start = index;
    else if (char === '>' && segment[index - 1] !== '/') return { tag: segment.slice(start, index), end: index + 1 };
  }
  return { tag: segment.slice(start), end: segment.length };
}

/** Text that stays non-blank once unescaped: something outside its escapes is not whitespace. */
const isSurelyText = (raw: string) => /\S/.test(raw.replace(ESCAPES, ''));

/**
 * Whether a cell's text (its attributes, `>`, then its content) certainly holds a value: a number
 * or boolean, or text written in the cell itself that is not blank.
 */
function holdsValue(cell: string): boolean {
  const tagEnd = cell.indexOf('>');
  if (tagEnd < 0) return false;
  const attributes = ` ${cell.slice(0, tagEnd)}`;
  const content = cell.slice(tagEnd + 1);
  const type = CELL_TYPE.exec(attributes)?.[1] ?? (/\bt=/.test(attributes) ? 'unknown' : 'n');
  if (type === 'inlineStr') return isSurelyText(INLINE_TEXT.exec(content)?.[1] ?? '');
  const value = FIRST_VALUE.exec(content);
  if (value === null || value[2] !== '' || value[1] !== value[4]) return false;
  const text = value[3] ?? '';
  if (type === 'str') return isSurelyText(text);
  return (type === 'n' || type === 'b') && NUMBER.test(text);
}

export class CertainRowCount {
  /** Distinct row numbers with a certain value, up to `stopAt`. */
  readonly rows = new Set<number>();
  /** True once the part has shown markup the count cannot vouch for: it then refuses nothing. */
  unsure = false;
  private state: 'before' | 'rows' | 'after' = 'before';
  private buffer = '';
  private scanned = 0;
  private previousRow = 0;

  constructor(private readonly stopAt: number) {}

  get over(): boolean {
    return !this.unsure && this.rows.size >= this.stopAt;
  }

  /** The part has a `<sheetData>`: it may be the sheet SheetJS reads. */
  get isSheet(): boolean {
    return this.state !== 'before' || this.unsure;
  }

  get done(): boolean {
    return this.unsure || this.over || this.state === 'after';
  }

  push(text: string): void {
    if (this.done) return;
    this.buffer += text;
    if (this.state === 'before') this.findSheetData();
    if (this.state === 'rows') this.countRows();
    if (this.buffer.length > MAX_CARRY) this.unsure = true;
  }

  /** The part has ended: a `<sheetData>` never closed is one SheetJS reads no rows from. */
  end(): void {
    if (this.state === 'rows' && !this.over) this.unsure = true;
  }

  private findSheetData(): void {
    // Most parts (shared strings above all) never name sheetData: a plain search rules them out.
    const named = this.buffer.includes('sheetData');
    SHEET_DATA_OPEN.lastIndex = 0;
    const open = named ? SHEET_DATA_OPEN.exec(this.buffer) : null;
    if (!open) {
      // Carried over: a tag that may be the start of `<sheetData …>`, or enough for a name cut in two.
      const lastTag = this.buffer.lastIndexOf('<');
      const keep = lastTag >= 0 && (named || lastTag >= this.buffer.length - TAG_CARRY) ? lastTag : -16;
      this.buffer = this.buffer.slice(keep);
      return;
    }
    this.state = 'rows';
    this.buffer = this.buffer.slice(open.index + open[0].length);
    this.scanned = 0;
  }

  private countRows(): void {
    // Only the text not scanned yet can hold a new `</row>` or `</sheetData>` (a tag split
    // between two chunks starts at most 16 characters back), so the scan stays linear.
    const from = Math.max(0, this.scanned - 16);
    SHEET_DATA_CLOSE.lastIndex = from;
    const close = SHEET_DATA_CLOSE.exec(this.buffer);
    const limit = close ? close.index : this.buffer.length;
    let start = 0;
    ROW_END.lastIndex = from;
    for (let end = ROW_END.exec(this.buffer); end && end.index < limit; end = ROW_END.exec(this.buffer)) {
      this.countRow(this.buffer.slice(start, end.index));
      start = end.index + end[0].length;
      if (this.done) break;
    }
    if (close && !this.done) {
      this.countRow(this.buffer.slice(start, limit));
      this.state = 'after';
    }
    if (this.done) {
      this.buffer = '';
      return;
    }
    this.buffer = this.buffer.slice(start);
    this.scanned = this.buffer.length;
  }

  private countRow(raw: string): void {
    const segment = raw.trim();
    if (segment === '') return;
    const { tag, end } = rowTagOf(segment);
    const numbered = ROW_NUMBER.exec(tag);
    if (!ROW_TAG.test(tag) || (/\br=/.test(tag) && !numbered)) {
      this.unsure = true;
      return;
    }
    const row = numbered ? Number(numbered[1]) : this.previousRow + 1;
    this.previousRow = row;
    if (row < 1 || row > LAST_ROW || this.rows.has(row)) return;
    const cells = segment.slice(end);
    const starts = [...cells.matchAll(CELL_START)];
    const certain = starts.some((start, index) => {
      const cell = cells.slice(start.index + start[0].length, starts[index + 1]?.index ?? cells.length);
      // A bare `<c>` lost its `>` to the cut: its attributes are empty.
      return holdsValue(start[0].endsWith('>') ? `>${cell}` : cell);
    });
    if (certain) this.rows.add(row);
  }
}
