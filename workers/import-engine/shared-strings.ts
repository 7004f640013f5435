import { TextBlankness, XmlScanner } from './xml-scan';

/**
 * Which shared strings are blank, in the order cells refer to them: a string is blank when the
 * text of its runs (phonetic guides left out, as SheetJS leaves them out) is only whitespace.
 * One linear pass over sharedStrings.xml.
 */
export function blankSharedStrings(xml: string): boolean[] {
  const blank: boolean[] = [];
  const text = new TextBlankness();
  let inItem = false;
  let inText = false;
  let phoneticDepth = 0;
  const scanner = new XmlScanner({
    open(name, _body, selfClosing) {
      if (name === 'si' || name === 'sstItem') {
        if (selfClosing) blank.push(true);
        else inItem = true;
      } else if (name === 'rPh' && !selfClosing) phoneticDepth += 1;
      else if (name === 't' && inItem && !selfClosing) inText = phoneticDepth === 0;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phoneticDepth = Math.max(0, phoneticDepth - 1);
      else if ((name === 'si' || name === 'sstItem') && inItem) {
        blank.push(text.finish());
        inItem = false;
      }
    },
    text(raw) {
      if (inText) text.add(raw);
    },
  });
  scanner.push(xml);
  return blank;
}
