import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  containsUserName,
  passwordRules,
  unmetRules,
  type NewPassword,
} from '@/features/recovery/password-rules';

const userName = 'proveedor@demo.ni';
const candidate = (password: string, confirmation = password): NewPassword => ({ password, confirmation, userName });
const unmet = (password: string, confirmation = password) =>
  unmetRules(candidate(password, confirmation)).map((rule) => rule.id);

describe('new password rules', () => {
  it('lists the rules in Spanish, in the order the page shows them', () => {
    expect(passwordRules.map((rule) => rule.label)).toEqual([
      'Tener al menos 10 caracteres',
      'Tener mayúsculas y minúsculas',
      'Tener al menos un número',
      'No ser ni contener su usuario',
      'Coincidir con la confirmación',
    ]);
  });

  it('accepts a password that meets every rule', () => {
    expect(unmet('NuevaClave2026')).toEqual([]);
    expect(unmet('ÁrbolÑandú9x')).toEqual([]);
  });

  it('refuses an empty password on every rule, the user name and confirmation included', () => {
    expect(unmet('')).toEqual(['length', 'cases', 'digit', 'notUserName', 'confirmed']);
  });

  it('needs at least 10 characters, counted as a person counts them', () => {
    expect(unmet('Clave2026')).toEqual(['length']);
    expect(unmet('Clave20261')).toEqual([]);
    // Nine characters, eleven UTF-16 units: two of them are emoji.
    expect(unmet('Ab1😀😀defg')).toEqual(['length']);
    // Nine characters, ten code points: the é is an e and a combining accent.
    expect(unmet('Cafe\u0301s2026')).toEqual(['length']);
  });

  it('needs upper and lower case letters, in any alphabet', () => {
    expect(unmet('nuevaclave2026')).toEqual(['cases']);
    expect(unmet('NUEVACLAVE2026')).toEqual(['cases']);
    expect(unmet('ÑANDÚñandú2026')).toEqual([]);
  });

  it('needs a digit', () => {
    expect(unmet('NuevaClaveSegura')).toEqual(['digit']);
  });

  it('refuses the user name or its part before the @, in any case, alone or inside the password', () => {
    expect(unmet('Proveedor@Demo.ni1')).toEqual(['notUserName']);
    expect(unmet('xxPROVEEDOR@demo.NI9a')).toEqual(['notUserName']);
    expect(unmet('Proveedor2026')).toEqual(['notUserName']);
    expect(unmet('MiProveedor77')).toEqual(['notUserName']);
    // Full-width letters are the same letters.
    expect(containsUserName('Ｐｒｏｖｅｅｄｏｒ1', userName)).toBe(true);
    expect(unmet('Provee2026dor')).toEqual([]);
  });

  it('does not treat a one- or two-letter user part as the user name', () => {
    expect(containsUserName('Javier2026x', 'j@demo.ni')).toBe(false);
    expect(containsUserName('AlJ@demo.ni2026', 'j@demo.ni')).toBe(true);
  });

  it('needs the confirmation to be exactly the password', () => {
    expect(unmet('NuevaClave2026', '')).toEqual(['confirmed']);
    expect(unmet('NuevaClave2026', 'nuevaclave2026')).toEqual(['confirmed']);
    expect(unmet('NuevaClave2026', 'NuevaClave2026 ')).toEqual(['confirmed']);
  });

  it('reports each rule as met or not, for the checklist', () => {
    expect(checkPassword(candidate('Clave', '')).map(({ rule, met }) => [rule.id, met])).toEqual([
      ['length', false],
      ['cases', true],
      ['digit', false],
      ['notUserName', true],
      ['confirmed', false],
    ]);
  });

  it('never accepts a password that contains the user name, whatever surrounds it and however it is cased', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.array(fc.boolean(), { minLength: userName.length, maxLength: userName.length }),
        (before, after, upper) => {
          const cased = Array.from(userName)
            .map((char, index) => (upper[index] ? char.toUpperCase() : char))
            .join('');
          const password = `${before}${cased}${after}Aa1`;
          expect(unmet(password)).toContain('notUserName');
        },
      ),
    );
  });
});
