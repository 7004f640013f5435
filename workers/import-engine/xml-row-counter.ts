import { MAX_TAG_LENGTH } from './limits';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';

/** Sections whose content is skipped whole, with the text that ends them. */
const SKIPPED_SECTIONS = [
  { open: '<!--', close: '-->' },
  { open: '<![CDATA[', close: ']]>' },
] as const;

/** Whitespace (as the regex `\s` means it), '/' or '>': where a tag's name ends. */
function endsName(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0x2f || code === 0x3e;
  return /\s/.test(String.fromCharCode(code));
}

function localName(tag: string): string {
  let end = 0;
  while (end < tag.length && !endsName(tag.charCodeAt(end))) end += 1;
  const name = tag.slice(0, end);
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function hasNonWhitespace(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) return true;
  }
  return false;
}

/**
 * Counts the non-empty `<row>` elements of worksheet XML fed in arbitrary text chunks. A row
 * counts only if one of its cells holds a value (`<v>` with text, or an inline string `<is>`);
 * formatted but empty rows (`<row r="9" s="1"/>`, rows of styled `<c/>` only) never count.
 * Tags split across chunks are carried over; a single tag longer than MAX_TAG_LENGTH is refused.
 */
export class NonEmptyRowCounter {
  count = 0;
  private carry = '';
  private skipUntil: string | null = null;
  private inRow = false;
  private rowHasValue = false;
  private inValue = false;

  constructor(private readonly stopAt: number) {}

  get reachedLimit(): boolean {
    return this.count >= this.stopAt;
  }

  push(chunk: string): void {
    const text = this.carry + chunk;
    this.carry = '';
    let position = 0;
    while (position < text.length && !this.reachedLimit) {
      if (this.skipUntil !== null) {
        const end = text.indexOf(this.skipUntil, position);
        if (end < 0) {
          const keepFrom = Math.max(position, text.length - this.skipUntil.length + 1);
          if (this.inValue && hasNonWhitespace(text, position, keepFrom)) this.rowHasValue = true;
          this.keep(text.slice(keepFrom));
          return;
        }
        if (this.inValue && hasNonWhitespace(text, position, end)) this.rowHasValue = true;
        position = end + this.skipUntil.length;
        this.skipUntil = null;
        continue;
      }
      const open = text.indexOf('<', position);
      const textEnd = open < 0 ? text.length : open;
      if (this.inValue && hasNonWhitespace(text, position, textEnd)) this.rowHasValue = true;
      if (open < 0) return;
      // Only '<!' can open a comment or CDATA: most tags skip the lookup.
      const section =
        text.charCodeAt(open + 1) === 0x21
          ? SKIPPED_SECTIONS.find((candidate) => text.startsWith(candidate.open, open))
          : undefined;
      if (section) {
        this.skipUntil = section.close;
        position = open + section.open.length;
        continue;
      }
      const close = text.indexOf('>', open);
      if (close < 0) {
        this.keep(text.slice(open));
        return;
      }
      this.onTag(text.slice(open + 1, close));
      position = close + 1;
    }
  }

  /** Closes a row left open at the end of the XML. */
  finish(): void {
    if (this.inRow) this.endRow();
  }

  private keep(rest: string): void {
    if (rest.length > MAX_TAG_LENGTH) throw new ImportRejection(IMPORT_ERRORS.processing);
    this.carry = rest;
  }

  private onTag(tag: string): void {
    if (tag.startsWith('/')) {
      const name = localName(tag.slice(1));
      if (name === 'row' && this.inRow) this.endRow();
      if (name === 'v') this.inValue = false;
      return;
    }
    if (tag.startsWith('?') || tag.startsWith('!')) return;
    const name = localName(tag);
    const selfClosing = tag.endsWith('/');
    if (name === 'row') {
      if (this.inRow) this.endRow();
      this.inRow = true;
      this.rowHasValue = false;
      if (selfClosing) this.endRow();
    } else if (name === 'v') {
      this.inValue = !selfClosing;
    } else if (name === 'is' && !selfClosing) {
      this.rowHasValue = true;
    }
  }

  private endRow(): void {
    if (this.rowHasValue) this.count += 1;
    this.inRow = false;
    this.rowHasValue = false;
    this.inValue = false;
  }
}
