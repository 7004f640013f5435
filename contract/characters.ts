/**
 * Which characters a person cannot see or tell apart, named the same way by the import's review and
 * the API's 400 answers, so that a debtor can find the one that is wrong in a cell that looks right.
 */

/**
 * Characters that take no space on screen: format characters (zero-width space and joiners, soft
 * hyphen, direction marks and overrides, the byte-order mark) and everything else Unicode calls
 * default-ignorable (variation selectors, fillers, tags).
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
/** Every space but the plain one: no-break, thin, ideographic, line and paragraph separators. */
const SPECIAL_SPACE = /(?! )[\p{Z}]/u;
/** Dashes and hyphens other than '-': en and em dashes, the non-breaking hyphen, the minus sign. */
const SPECIAL_DASH = /(?!-)[\p{Pd}\u2212]/u;
const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;
const MARK = /\p{M}/u;
const NUMBER = /\p{N}/u;

/** The text without its invisible characters. */
export const withoutInvisible = (text: string): string => text.replace(INVISIBLE_ALL, '');

/** How a review or an answer names a character that should not be there. */
export type CharacterKind = 'invisible' | 'space' | 'dash' | 'otherScript' | 'letter' | 'mark' | 'digit' | 'symbol';

export interface CharacterFault {
  readonly kind: CharacterKind;
  readonly character: string;
  /** 'U+200B': how a person finds it in a Unicode table or an editor. */
  readonly codePoint: string;
  /** The text before it, so a person can tell where it sits ('' when it comes first). */
  readonly before: string;
}

const codePointOf = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

export function characterKind(character: string): CharacterKind {
  if (INVISIBLE.test(character)) return 'invisible';
  if (SPECIAL_SPACE.test(character)) return 'space';
  if (SPECIAL_DASH.test(character)) return 'dash';
  if (LETTER.test(character)) return LATIN.test(character) ? 'letter' : 'otherScript';
  if (MARK.test(character)) return 'mark';
  if (NUMBER.test(character)) return 'digit';
  return 'symbol';
}

const BEFORE_LIMIT = 20;

/** The first character of `text` that `allowed` refuses, with where it sits; undefined when none. */
export function firstFault(text: string, allowed: (character: string) => boolean): CharacterFault | undefined {
  let index = 0;
  for (const character of text) {
    if (!allowed(character)) {
      const before = text.slice(Math.max(0, index - BEFORE_LIMIT), index).trim();
      return {
        kind: characterKind(character),
        character,
        codePoint: codePointOf(character),
        before: index > BEFORE_LIMIT ? `…${before}` : before,
      };
    }
    index += character.length;
  }
  return undefined;
}

/** The first invisible character of a text, if any. */
export const invisibleFault = (text: string): CharacterFault | undefined =>
  INVISIBLE.test(text) ? firstFault(text, (character) => !INVISIBLE.test(character)) : undefined;

const KIND_TEXT: Record<CharacterKind, (fault: CharacterFault) => string> = {
  invisible: ({ codePoint }) => `un carácter invisible ${codePoint}`,
  space: ({ codePoint }) => `un espacio especial ${codePoint}`,
  dash: ({ character, codePoint }) => `un guion especial «${character}» ${codePoint}`,
  otherScript: ({ character, codePoint }) => `una letra de otro alfabeto «${character}» ${codePoint}`,
  letter: ({ character, codePoint }) => `una letra no admitida «${character}» ${codePoint}`,
  mark: ({ codePoint }) => `un acento o marca suelta ${codePoint}`,
  digit: ({ character, codePoint }) => `un número no admitido «${character}» ${codePoint}`,
  symbol: ({ character, codePoint }) => `un carácter no admitido «${character}» ${codePoint}`,
};

/** 'un carácter invisible U+200B después de «A-17»': what it is and where, in Spanish. */
export function describeCharacterFault(fault: CharacterFault): string {
  const where = fault.before === '' ? 'al inicio' : `después de «${fault.before}»`;
  return `${KIND_TEXT[fault.kind](fault)} ${where}`;
}
