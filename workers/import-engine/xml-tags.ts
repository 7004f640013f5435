const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
}

/** Attributes of one tag body (`sheet name="a" r:id="rId1"/`), by local name; a later one wins. */
function attributesOf(body: string, nameEnd: number): Map<string, string> {
  const attributes = new Map<string, string>();
  let position = nameEnd;
  while (position < body.length) {
    while (position < body.length && isSpace(body.charCodeAt(position))) position += 1;
    const keyStart = position;
    while (position < body.length && body[position] !== '=' && !isSpace(body.charCodeAt(position))) position += 1;
    const key = body.slice(keyStart, position);
    while (position < body.length && isSpace(body.charCodeAt(position))) position += 1;
    if (body[position] !== '=') {
      position += 1;
      continue;
    }
    position += 1;
    while (position < body.length && isSpace(body.charCodeAt(position))) position += 1;
    const quote = body[position];
    let value: string;
    if (quote === '"' || quote === "'") {
      const end = body.indexOf(quote, position + 1);
      const stop = end < 0 ? body.length : end;
      value = body.slice(position + 1, stop);
      position = stop + 1;
    } else {
      const valueStart = position;
      while (position < body.length && !isSpace(body.charCodeAt(position))) position += 1;
      value = body.slice(valueStart, position);
    }
    if (key !== '') attributes.set(localName(key), decodeEntities(value));
  }
  return attributes;
}

/**
 * Opening tags named `name` (any namespace prefix), each as a map of its attributes. One pass
 * over the text, so hostile XML (thousands of unclosed tags, a megabyte-long attribute) costs
 * linear time: the regular expression this replaces was quadratic on both (a ReDoS). A `>` inside
 * quotes does not end a tag; a `<` outside quotes starts a new one, as in SheetJS's own reader.
 */
export function openingTags(xml: string, name: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  let open = xml.indexOf('<');
  while (open >= 0) {
    let position = open + 1;
    let quote = '';
    let close = -1;
    while (position < xml.length) {
      const char = xml[position];
      if (quote !== '') {
        if (char === quote) quote = '';
      } else if (char === '"' || char === "'") {
        quote = char;
      } else if (char === '>') {
        close = position;
        break;
      } else if (char === '<') {
        break;
      }
      position += 1;
    }
    if (close < 0) {
      if (position >= xml.length) break;
      open = position;
      continue;
    }
    const body = xml.slice(open + 1, close);
    let nameEnd = 0;
    while (nameEnd < body.length && !isSpace(body.charCodeAt(nameEnd)) && body[nameEnd] !== '/') nameEnd += 1;
    if (localName(body.slice(0, nameEnd)) === name) found.push(attributesOf(body, nameEnd));
    open = xml.indexOf('<', close + 1);
  }
  return found;
}
