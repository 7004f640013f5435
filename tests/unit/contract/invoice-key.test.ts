import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeCharacterFault } from '@contract/characters';
import { canonicalIdentifier, canonicalProviderId, identifierFault, invoiceKey } from '@contract/invoice-key';
import { identityCases, PLAIN_NUMBER, PLAIN_PROVIDER } from '../../fixtures/identity-cases';

const key = (providerIdentification: string, invoiceNumber: string) =>
  invoiceKey({ providerIdentification, invoiceNumber });

const plainKey = key(PLAIN_PROVIDER, PLAIN_NUMBER);
const variantKey = ({ field, variant }: (typeof identityCases)[number]) =>
  field === 'invoiceNumber' ? key(PLAIN_PROVIDER, variant) : key(variant, PLAIN_NUMBER);

describe('invoiceKey', () => {
  it('ignores surrounding spaces and case in both parts', () => {
    expect(key(' j0310000204517 ', ' f-102\t')).toBe(key('J0310000204517', 'F-102'));
    expect(key('0012345', 'F-102')).toBe('["0012345","F-102"]');
  });

  it('tells apart different providers and different numbers', () => {
    expect(key('0012345', 'F-102')).not.toBe(key('0012346', 'F-102'));
    expect(key('0012345', 'F-102')).not.toBe(key('0012345', 'F-103'));
  });

  it('keeps inner spaces and separators of an invoice number meaningful, so parts never run into each other', () => {
    expect(key('0012345', 'F 102')).not.toBe(key('0012345', 'F102'));
    expect(key('AB', 'C')).not.toBe(key('A', 'BC'));
  });

  it.each(identityCases.filter((identityCase) => identityCase.sameKey))(
    'reads $name as the same invoice',
    (identityCase) => {
      expect(variantKey(identityCase)).toBe(plainKey);
    },
  );

  it('compares a provider identification without the separators people type in it', () => {
    expect(canonicalProviderId('J-031-0000123456')).toBe('J0310000123456');
    expect(canonicalProviderId('b-28015865')).toBe(canonicalProviderId('B 28015865'));
    expect(canonicalProviderId('B28015865')).toBe(canonicalProviderId('b.28015865'));
  });
});

describe('identifierFault', () => {
  it.each(identityCases)('names $name, or accepts it', ({ variant, fault }) => {
    const found = identifierFault(variant);
    expect(found && { kind: found.kind, codePoint: found.codePoint, before: found.before }).toEqual(fault);
  });

  it('says in Spanish what the character is and where it sits', () => {
    const fault = identifierFault('A-17\u200b');
    expect(fault && describeCharacterFault(fault)).toBe('un carácter invisible U+200B después de «A-17»');
    const cyrillic = identifierFault('\u0410-17');
    expect(cyrillic && describeCharacterFault(cyrillic)).toBe('una letra de otro alfabeto «А» U+0410 al inicio');
  });

  it('accepts Spanish accents, typed composed or as a letter and its mark', () => {
    expect(identifierFault('Ñandú-Núñez #7/2_b.c')).toBeUndefined();
    expect(identifierFault('N\u0303andu\u0301')).toBeUndefined();
  });

  it('refuses phonetic and compatibility letters that only look Latin', () => {
    expect(identifierFault('F-\u0251')?.kind).toBe('letter');
    expect(identifierFault('\ufb01-1')?.kind).toBe('letter');
    expect(identifierFault('Nº 12')?.kind).toBe('letter');
  });
});

/** An identifier made only of what identifiers may hold. */
const acceptedIdentifier = fc
  .array(fc.constantFrom(...'ABCXYZabcxyz0123456789ÁÉÍÓÚÑÜáéíóúñü-./_#'.split(''), ' '), {
    minLength: 1,
    maxLength: 30,
  })
  .map((characters) => characters.join(''))
  .filter((text) => text.trim() !== '');

/** What a copy may add to an identifier without a person seeing it. */
const disguise = fc.constantFrom(
  (text: string) => `${text}\u200b`,
  (text: string) => `\u200e${text}`,
  (text: string) => text.replace(/-/g, '\u2011'),
  (text: string) => text.replace(/-/g, '\u2013'),
  (text: string) => text.toLowerCase(),
  (text: string) => text.toUpperCase(),
  (text: string) => ` ${text.replace(/ /g, '  ')} `,
  (text: string) => text.replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 0xfee0)),
  (text: string) => text.split('').join('\u00ad'),
  (text: string) => text.normalize('NFD'),
);

describe('the canonical key, for every identifier', () => {
  it('gives a disguised copy of an identifier the key of the identifier', () => {
    fc.assert(
      fc.property(acceptedIdentifier, acceptedIdentifier, fc.array(disguise, { maxLength: 3 }), (id, number, steps) => {
        const copy = steps.reduce((text, step) => step(text), number);
        expect(key(id, copy)).toBe(key(id, number));
        expect(canonicalIdentifier(copy)).toBe(canonicalIdentifier(number));
      }),
    );
  });

  it('accepts every identifier of the allowed alphabet as written', () => {
    fc.assert(
      fc.property(acceptedIdentifier, (id) => {
        expect(identifierFault(id)).toBeUndefined();
      }),
    );
  });

  it('is idempotent: the key of a canonical form is the same key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        expect(canonicalIdentifier(canonicalIdentifier(text))).toBe(canonicalIdentifier(text));
      }),
    );
  });
});
