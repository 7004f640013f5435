import { MAX_TAG_LENGTH } from './limits';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';

/** What a scan does with the tags and text of XML fed in arbitrary chunks. */
export interface XmlHandler {
  /** An opening or self-closing tag: its local name and the whole tag body (for attributes). */
  open(name: string, body: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Raw text between tags (entities not decoded; may arrive in several pieces). */
  text(raw: string): void;
}

const CDATA_OPEN = '<![CDATA[';

/** Whitespace, '/' or '>': where a tag's name ends. */
function endsName(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0x2f || code === 0x3e;
}

function localName(tag: string, from: number): string {
  let end = from;
  while (end < tag.length && !endsName(tag.charCodeAt(end))) end += 1;
  const name = tag.slice(from, end);
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/**
 * One pass over XML text fed in chunks: comments are skipped, CDATA is text, a tag split across
 * chunks is carried over (one longer than MAX_TAG_LENGTH is refused). Linear in the input.
 */
export class XmlScanner {
  private carry = '';
  private skipUntil: string | null = null;
  stopped = false;

  constructor(private readonly handler: XmlHandler) {}

  push(chunk: string): void {
    const text = this.carry + chunk;
    this.carry = '';
    let position = 0;
    while (position < text.length && !this.stopped) {
      if (this.skipUntil !== null) {
        const end = text.indexOf(this.skipUntil, position);
        const inCdata = this.skipUntil === ']]>';
        if (end < 0) {
          const keepFrom = Math.max(position, text.length - this.skipUntil.length + 1);
          if (inCdata) this.handler.text(text.slice(position, keepFrom));
          this.keep(text.slice(keepFrom));
          return;
        }
        if (inCdata) this.handler.text(text.slice(position, end));
        position = end + this.skipUntil.length;
        this.skipUntil = null;
        continue;
      }
      const open = text.indexOf('<', position);
      if (open !== position) this.handler.text(text.slice(position, open < 0 ? text.length : open));
      if (open < 0) return;
      if (text.charCodeAt(open + 1) === 0x21) {
        if (text.length - open < CDATA_OPEN.length) {
          this.keep(text.slice(open));
          return;
        }
        if (text.startsWith('<!--', open)) {
          this.skipUntil = '-->';
          position = open + 4;
          continue;
        }
        if (text.startsWith(CDATA_OPEN, open)) {
          this.skipUntil = ']]>';
          position = open + CDATA_OPEN.length;
          continue;
        }
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

  private keep(rest: string): void {
    if (rest.length > MAX_TAG_LENGTH) throw new ImportRejection(IMPORT_ERRORS.processing);
    this.carry = rest;
  }

  private onTag(tag: string): void {
    const first = tag.charCodeAt(0);
    if (first === 0x2f) this.handler.close(localName(tag, 1));
    else if (first !== 0x3f && first !== 0x21) this.handler.open(localName(tag, 0), tag, tag.endsWith('/'));
  }
}

/** One attribute of a tag body, by its local name; undefined when absent. */
export function attribute(body: string, name: string): string | undefined {
  let from = 0;
  for (;;) {
    const at = body.indexOf(`${name}=`, from);
    if (at < 0) return undefined;
    from = at + name.length + 1;
    const before = body.charCodeAt(at - 1);
    if (before !== 0x20 && before !== 0x3a && !(before >= 0x09 && before <= 0x0d)) continue;
    const quote = body[from];
    if (quote !== '"' && quote !== "'") continue;
    const end = body.indexOf(quote, from + 1);
    return end < 0 ? undefined : body.slice(from + 1, end);
  }
}

const XML_ESCAPES = /&(?:quot|apos|gt|lt|amp|#x?([\da-fA-F]+));/gi;
const NAMED: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&gt;': '>', '&lt;': '<', '&amp;': '&' };
const OOXML_ESCAPES = /_x([\da-fA-F]{4})_/gi;

/** Text as SheetJS unescapes it: XML entities, character references and OOXML's `_xHHHH_`. */
export function decodeXmlText(raw: string): string {
  if (!raw.includes('&') && !raw.includes('_')) return raw;
  return raw
    .replace(XML_ESCAPES, (match: string, code: string | undefined) =>
      code === undefined
        ? (NAMED[match.toLowerCase()] ?? match)
        : String.fromCharCode(parseInt(code, match.includes('x') ? 16 : 10)),
    )
    .replace(OOXML_ESCAPES, (_match: string, code: string) => String.fromCharCode(parseInt(code, 16)));
}

/** Undecided text kept before it is judged on the way; longer runs are judged in pieces. */
const MAX_PENDING_TEXT = 4096;
/** Plain whitespace: an escape never contains one, so text can be cut after it. */
const PLAIN_SPACE = /[ \t\r\n]/;

/**
 * Whether streamed text holds anything but whitespace once unescaped, as JavaScript's `trim`
 * sees whitespace (so a non-breaking space and U+3000 are blank, as the mapping reads them).
 */
export class TextBlankness {
  blank = true;
  private pending = '';

  add(raw: string): void {
    if (!this.blank) return;
    this.pending += raw;
    if (this.pending.length <= MAX_PENDING_TEXT) return;
    let cut = this.pending.length - 16;
    while (cut > 0 && !PLAIN_SPACE.test(this.pending.charAt(cut - 1))) cut -= 1;
    if (cut === 0) cut = this.pending.length - 16;
    if (decodeXmlText(this.pending.slice(0, cut)).trim() !== '') this.blank = false;
    this.pending = this.blank ? this.pending.slice(cut) : '';
  }

  /** The verdict once the text has ended; the tracker is then ready for the next text. */
  finish(): boolean {
    const blank = this.blank && decodeXmlText(this.pending).trim() === '';
    this.blank = true;
    this.pending = '';
    return blank;
  }
}
