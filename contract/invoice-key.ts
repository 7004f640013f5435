import { firstFault, withoutInvisible, type CharacterFault } from './characters';

/** What identifies an invoice: who issued it and its number. */
export interface InvoiceIdentity {
  readonly providerIdentification: string;
  readonly invoiceNumber: string;
}

const DASHES = /[\p{Pd}\u2212]/gu;
const SPACES = /\s+/gu;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** What people type between the parts of a RUC or a cédula: 'J-031-0000123456', 'J 0310000123456'. */
const PROVIDER_SEPARATORS = /[\s.-]/gu;

/**
 * An identifier as compared: a copy that differs only by what a reader cannot see or tell apart is
 * the same identifier. Invisible characters go; NFKC folds look-alike forms (fullwidth 'Ａ', the 'ﬁ'
 * ligature) into their plain letters; every dash is '-'; runs of spaces are one; case is folded.
 */
export function canonicalIdentifier(text: string): string {
  // Most identifiers are plain ASCII, which has nothing to remove or fold but spaces and case.
  if (PRINTABLE_ASCII.test(text)) return text.replace(SPACES, ' ').trim().toUpperCase();
  const folded = withoutInvisible(text)
    .normalize('NFKC')
    .replace(DASHES, '-')
    .replace(SPACES, ' ')
    .trim()
    .toUpperCase();
  // Upper-casing can leave decomposed letters ('ǰ' becomes 'J' and a caron): compose them again.
  return folded.normalize('NFKC');
}

/** A provider identification as compared: also without the separators people type inside a RUC. */
export function canonicalProviderId(text: string): string {
  return canonicalIdentifier(text).replace(PROVIDER_SEPARATORS, '');
}

/**
 * The one key that says two rows are the same invoice, wherever the question is asked (inside a
 * file, across the device's drafts, against the server's loads): 'f‑102 ' with a non-breaking
 * hyphen from provider 'j-0310000123456' is invoice 'F-102' of provider 'J0310000123456'. A debtor
 * who retypes a number, or a copy that carries an invisible character, must not get it financed twice.
 */
export function invoiceKey({ providerIdentification, invoiceNumber }: InvoiceIdentity): string {
  return JSON.stringify([canonicalProviderId(providerIdentification), canonicalIdentifier(invoiceNumber)]);
}

/** The characters an identifier may hold besides letters, as the messages list them. */
export const IDENTIFIER_PUNCTUATION = '- . / _ #';

const PLAIN = /^[0-9 ./_#-]$/;
const LATIN_LETTER = /^[A-Za-z]\p{M}*$/u;

/**
 * A letter of the Latin alphabet, with its accents if any ('ñ', 'Á', 'ü'), and nothing that only
 * looks like one: fullwidth and other compatibility forms, phonetic letters ('ɑ', 'ᴀ') and letters
 * of other scripts (Cyrillic 'Е') are refused, so that what a reader sees is what is compared.
 */
const isIdentifierCharacter = (character: string): boolean =>
  PLAIN.test(character) || (character.normalize('NFKC') === character && LATIN_LETTER.test(character.normalize('NFD')));

/**
 * The first character an identifier (a provider identification, an invoice number) may not hold:
 * only Latin letters with their accents, digits, spaces and `- . / _ #`. Judged on the composed
 * form, so an accent typed as a separate mark after its letter is accepted as the letter.
 */
export function identifierFault(text: string): CharacterFault | undefined {
  return firstFault(text.normalize('NFC'), isIdentifierCharacter);
}
