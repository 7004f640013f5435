/**
 * A lower bound on the rows of one worksheet part that hold a value, counted while the part
 * inflates, so that a package with far more than 500 invoices is refused before SheetJS reads it.
 * A row counts when one of its cells holds a number, a boolean or non-blank text written in the
 * sheet itself (shared strings are never read). Anything else is left uncounted, and markup the
 * count does not expect makes it unsure, which refuses nothing. It takes the part to be whole XML,
 * as Excel does: SheetJS reads no rows from a `<sheetData>` that never closes, Excel no such file.
 */

// SheetJS finds the cells between the first `<sheetData>` and the `</sheetData>` after it, cuts them
// into rows at each `</row>` and into cells at each `<c`: these patterns follow those cuts.
const SHEET_DATA_OPEN = /<(?:\w+:)?sheetData\b[^<>]*>/g;
const SHEET_DATA_CLOSE = /<\/(?:\w+:)?sheetData>/g;
const ROW_END = /<\/(?:\w+:)?row>/g;
const ROW_TAG = /^<(?:\w+:)?row\b/;
const ROW_NUMBER = /\sr=["'](\d{1,7})["']/;
const CELL_START = /<(?:\w+:)?c[ />]/g;
const CELL_TYPE = /\st=["']([^"']*)["']/;
const FIRST_VALUE = /<((?:\w+:)?v)\b([^<>]*)>([^<]*)<\/((?:\w+:)?v)>/;
/** The text of an inline string whose first child is a plain `<t>`. */
const INLINE_TEXT = /^\s*<(?:\w+:)?is>\s*<(?:\w+:)?t(?:\s[^<>]*)?>([^<]*)<\/(?:\w+:)?t>/;
const NUMBER = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/;
/** Entities and OOXML's `_xHHHH_`: what they stand for is not judged, only what lies outside them. */
const ESCAPES = /&[^;&<]*;|_x[\dA-Fa-f]{4}_/g;
/** Excel's last row; past it, SheetJS and the mapping need not agree. */
const LAST_ROW = 1_048_576;
/** Unfinished markup longer than this is no worksheet the count can read: it gives up. */
const MAX_CARRY = 4 * 1024 * 1024;
/** Before `<sheetData>`, a tag cut between two chunks is carried over when it started this close to the end. */
const TAG_CARRY = 4096;

const isSurelyText = (raw: string) => /\S/.test(raw.replace(ESCAPES, ''));

const [GREATER_THAN, LETTER_R, LETTER_O, LETTER_W] = [0x3e, 0x72, 0x6f, 0x77];

/**
 * The `>` that follow `row` in a chunk, plus those too near its start to tell: at least as many
 * as the `</row>` tags the chunk ends.
 */
function rowTagEnds(chunk: Uint8Array): number {
  let found = 0;
  for (let at = chunk.indexOf(GREATER_THAN); at >= 0; at = chunk.indexOf(GREATER_THAN, at + 1)) {
    if (at < 3 || (chunk[at - 1] === LETTER_W && chunk[at - 2] === LETTER_O && chunk[at - 3] === LETTER_R)) found += 1;
  }
  return found;
}

/** The tag SheetJS takes as a row's: the one that ends at the first `>` not closing a `/>`. */
function rowTagOf(segment: string): { tag: string; end: number } {
  let start = 0;
  for (let index = 0; index < segment.length; index += 1) {
    if (segment[index] === '<') start = index;
    else if (segment[index] === '>' && segment[index - 1] !== '/')
      return { tag: segment.slice(start, index), end: index + 1 };
  }
  return { tag: segment.slice(start), end: segment.length };
}

/** Whether a cell's text (its attributes, `>`, its content) certainly holds a value. */
function holdsValue(cell: string): boolean {
  const tagEnd = cell.indexOf('>');
  if (tagEnd < 0) return false;
  const attributes = ` ${cell.slice(0, tagEnd)}`;
  const content = cell.slice(tagEnd + 1);
  const type = CELL_TYPE.exec(attributes)?.[1] ?? (/\bt=/.test(attributes) ? 'unknown' : 'n');
  if (type === 'inlineStr') return isSurelyText(INLINE_TEXT.exec(content)?.[1] ?? '');
  const value = FIRST_VALUE.exec(content);
  if (value === null || value[2] !== '' || value[1] !== value[4]) return false;
  if (type === 'str') return isSurelyText(value[3] ?? '');
  return (type === 'n' || type === 'b') && NUMBER.test(value[3] ?? '');
}

export class CertainRowCount {
  /** Distinct row numbers with a certain value, up to `stopAt`. */
  readonly rows = new Set<number>();
  unsure = false;
  private state: 'before' | 'rows' | 'after' = 'before';
  private buffer = '';
  private scanned = 0;
  private previousRow = 0;
  private started = false;
  private readonly decoder = new TextDecoder('utf-8');
  /**
   * The bytes not read yet, while they cannot hold `stopAt` rows: SheetJS ends every row it finds
   * but the last at a `</row>`, so a part with fewer of them is never over, and most sheets (500
   * invoices or fewer) are never read here at all. Read only once the part could be over, or when
   * asked whether it is a sheet.
   */
  private pending: Uint8Array[] | undefined = [];
  private rowEnds = 0;
  private ended = false;

  constructor(private readonly stopAt: number) {}

  get over(): boolean {
    if (this.pending) return false;
    return !this.unsure && this.rows.size >= this.stopAt;
  }

  /** The part has a `<sheetData>` (or cannot be read): it may be the sheet SheetJS reads. */
  get isSheet(): boolean {
    this.readPending();
    return this.state !== 'before' || this.unsure;
  }

  get done(): boolean {
    return this.unsure || this.over || this.state === 'after';
  }

  /** The part's next bytes. XML in UTF-16 is not read here: such a part makes the count unsure. */
  pushBytes(chunk: Uint8Array): this {
    if (this.pending) {
      this.pending.push(chunk);
      this.rowEnds += rowTagEnds(chunk);
      if (this.rowEnds + 1 >= this.stopAt) this.readPending();
      return this;
    }
    const utf16 = (chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff);
    if (!this.started && utf16) this.unsure = true;
    this.started = true;
    if (!this.done) this.push(this.decoder.decode(chunk, { stream: true }));
    return this;
  }

  push(text: string): void {
    this.readPending();
    if (this.done) return;
    this.buffer += text;
    if (this.state === 'before') this.findSheetData();
    if (this.state === 'rows') this.countRows();
    if (this.buffer.length > MAX_CARRY) this.unsure = true;
  }

  /** The part has ended: a `<sheetData>` never closed is one SheetJS reads no rows from. */
  end(): void {
    this.ended = true;
    if (!this.pending && this.state === 'rows' && !this.over) this.unsure = true;
  }

  private readPending(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    for (const chunk of pending) this.pushBytes(chunk);
    if (this.ended) this.end();
  }

  private findSheetData(): void {
    // Most parts (shared strings above all) never name sheetData: a plain search rules them out.
    const named = this.buffer.includes('sheetData');
    SHEET_DATA_OPEN.lastIndex = 0;
    const open = named ? SHEET_DATA_OPEN.exec(this.buffer) : null;
    if (open) {
      this.state = 'rows';
      this.buffer = this.buffer.slice(open.index + open[0].length);
      this.scanned = 0;
      return;
    }
    const lastTag = this.buffer.lastIndexOf('<');
    const keep = lastTag >= 0 && (named || lastTag >= this.buffer.length - TAG_CARRY) ? lastTag : -16;
    this.buffer = this.buffer.slice(keep);
  }

  private countRows(): void {
    // Only text not scanned yet can hold a new `</row>` or `</sheetData>` (one cut between two
    // chunks starts at most 16 characters back): the scan stays linear.
    const from = Math.max(0, this.scanned - 16);
    SHEET_DATA_CLOSE.lastIndex = from;
    const close = SHEET_DATA_CLOSE.exec(this.buffer);
    const limit = close ? close.index : this.buffer.length;
    let start = 0;
    ROW_END.lastIndex = from;
    for (let end = ROW_END.exec(this.buffer); end && end.index < limit && !this.done; end = ROW_END.exec(this.buffer)) {
      this.countRow(this.buffer.slice(start, end.index));
      start = end.index + end[0].length;
    }
    if (close && !this.done) {
      this.countRow(this.buffer.slice(start, limit));
      this.state = 'after';
    }
    this.buffer = this.done ? '' : this.buffer.slice(start);
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
