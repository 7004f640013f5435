import { MAPPED_COLUMNS } from './limits';
import { TextBlankness, XmlScanner, attribute } from './xml-scan';

/** SheetJS's error codes: a cell with any other error text reads as empty. */
const ERROR_CODES = new Set(['#NULL!', '#DIV/0!', '#VALUE!', '#REF!', '#NAME?', '#NUM!', '#N/A', '#GETTING_DATA']);

/** Column of a cell reference as SheetJS reads it ('AB12' → 27): upper-case letters only. */
function columnOf(reference: string): number {
  let column = 0;
  for (let index = 0; index < reference.length; index += 1) {
    const letter = reference.charCodeAt(index) - 64;
    if (letter < 1 || letter > 26) break;
    column = column * 26 + letter;
  }
  return column - 1;
}

/**
 * Counts the rows of worksheet XML (fed in chunks) that the mapping would not skip: rows with a
 * cell in columns A–H that SheetJS reads as a value. A row is empty exactly when the mapping
 * would find it empty: styled cells without a value, a shared string or inline string that is
 * only whitespace (JavaScript's `trim`), a number cell with no text, an unknown error code.
 * Stops at `stopAt`.
 */
export class NonEmptyRowCounter {
  count = 0;
  private readonly scanner: XmlScanner;
  private inRow = false;
  private rowHasValue = false;
  private nextColumn = 0;
  private cell: { column: number; type: string } | null = null;
  private readonly valueText = new TextBlankness();
  private value = '';
  private hasValue = false;
  private inValue = false;
  private inInline = false;
  private inlineText = false;
  private phoneticDepth = 0;

  constructor(
    private readonly stopAt: number,
    private readonly blankStrings: readonly boolean[] = [],
  ) {
    this.scanner = new XmlScanner({
      open: (name, body, selfClosing) => this.open(name, body, selfClosing),
      close: (name) => this.close(name),
      text: (raw) => this.text(raw),
    });
  }

  get reachedLimit(): boolean {
    return this.count >= this.stopAt;
  }

  push(chunk: string): void {
    if (!this.reachedLimit) this.scanner.push(chunk);
  }

  /** Closes a row left open at the end of the XML. */
  finish(): void {
    if (this.inRow) this.endRow();
  }

  private open(name: string, body: string, selfClosing: boolean): void {
    if (name === 'row') {
      if (this.inRow) this.endRow();
      this.inRow = true;
      this.rowHasValue = false;
      this.nextColumn = 0;
      if (selfClosing) this.endRow();
    } else if (name === 'c' && this.inRow) {
      const reference = attribute(body, 'r');
      const column = reference === undefined ? this.nextColumn : columnOf(reference);
      this.nextColumn = column + 1;
      this.cell = { column, type: attribute(body, 't') ?? 'n' };
      this.value = '';
      this.hasValue = false;
      this.valueText.finish();
      if (selfClosing) this.endCell();
    } else if (this.cell && !selfClosing) {
      if (name === 'v' && !this.inInline) this.inValue = true;
      else if (name === 'is') this.inInline = true;
      else if (name === 'rPh') this.phoneticDepth += 1;
      else if (name === 't' && this.inInline) this.inlineText = this.phoneticDepth === 0;
    }
  }

  private close(name: string): void {
    if (name === 'row' && this.inRow) this.endRow();
    else if (name === 'c' && this.cell) this.endCell();
    else if (name === 'v') this.inValue = false;
    else if (name === 'is') this.inInline = false;
    else if (name === 't') this.inlineText = false;
    else if (name === 'rPh') this.phoneticDepth = Math.max(0, this.phoneticDepth - 1);
  }

  private text(raw: string): void {
    if (this.inValue) {
      this.hasValue ||= raw.length > 0;
      if (this.value.length < 64) this.value += raw;
      // Only a formula's text result is judged by its text; other types by its presence.
      if (this.cell?.type === 'str') this.valueText.add(raw);
    } else if (this.inlineText) {
      this.valueText.add(raw);
    }
  }

  /** Whether SheetJS reads the cell that just ended as a value the mapping keeps. */
  private cellHasValue(type: string): boolean {
    const blankText = this.valueText.finish();
    switch (type) {
      case 's':
        return this.hasValue && this.blankStrings[parseInt(this.value, 10)] === false;
      case 'str':
      case 'inlineStr':
        return !blankText;
      case 'b':
      case 'd':
        return true;
      case 'e':
        return ERROR_CODES.has(this.value.trim());
      default:
        return this.hasValue;
    }
  }

  private endCell(): void {
    const cell = this.cell;
    this.cell = null;
    this.inValue = false;
    this.inInline = false;
    this.inlineText = false;
    this.phoneticDepth = 0;
    if (cell && this.cellHasValue(cell.type) && cell.column >= 0 && cell.column < MAPPED_COLUMNS) {
      this.rowHasValue = true;
    }
  }

  private endRow(): void {
    if (this.cell) this.endCell();
    if (this.rowHasValue) this.count += 1;
    this.inRow = false;
    this.rowHasValue = false;
    if (this.reachedLimit) this.scanner.stopped = true;
  }
}
