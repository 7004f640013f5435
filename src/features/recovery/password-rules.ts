import { recoveryMessages as t } from './messages';

/** What the new-password form holds, and whose password it is. */
export interface NewPassword {
  readonly password: string;
  readonly confirmation: string;
  readonly userName: string;
}

export type PasswordRuleId = 'length' | 'cases' | 'digit' | 'notUserName' | 'confirmed';

export interface PasswordRule {
  readonly id: PasswordRuleId;
  readonly label: string;
  /** The field a refusal sends the focus to. */
  readonly field: 'password' | 'confirmation';
  readonly test: (candidate: NewPassword) => boolean;
}

export interface RuleCheck {
  readonly rule: PasswordRule;
  readonly met: boolean;
}

export const minPasswordLength = 10;

// Case and width folded the same way on both sides, so «DEUDOR» and «ｄｅｕｄｏｒ» are the user name too.
const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase('es');

/**
 * The user name, and the part before the @ of an e-mail user name (what a person calls their
 * user), when it is long enough to mean something: «deudor» in «Deudor2026!» is the user name.
 */
function userNameParts(userName: string): string[] {
  const whole = fold(userName.trim());
  const local = whole.split('@')[0] ?? '';
  return [...new Set([whole, local])].filter((part) => part.length >= 3);
}

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/** Characters as a person counts them, not UTF-16 units: an emoji or an accented letter is one. */
function characterCount(text: string): number {
  return Array.from(graphemes.segment(text)).length;
}

export function containsUserName(password: string, userName: string): boolean {
  const folded = fold(password);
  return userNameParts(userName).some((part) => folded.includes(part));
}

/**
 * The bank's rules for a new password, checked in the browser before anything is sent: the
 * server receives only a hash, so it cannot check them itself (docs/seguridad.md). Rules about
 * relations (user name, confirmation) count as met only once there is something to compare.
 */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: t.ruleLength(minPasswordLength),
    field: 'password',
    test: ({ password }) => characterCount(password) >= minPasswordLength,
  },
  {
    id: 'cases',
    label: t.ruleCases,
    field: 'password',
    test: ({ password }) => /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
  },
  { id: 'digit', label: t.ruleDigit, field: 'password', test: ({ password }) => /\p{Nd}/u.test(password) },
  {
    id: 'notUserName',
    label: t.ruleNotUserName,
    field: 'password',
    test: ({ password, userName }) => password.length > 0 && !containsUserName(password, userName),
  },
  {
    id: 'confirmed',
    label: t.ruleConfirmed,
    field: 'confirmation',
    test: ({ password, confirmation }) => confirmation.length > 0 && confirmation === password,
  },
];

export function checkPassword(candidate: NewPassword): RuleCheck[] {
  return passwordRules.map((rule) => ({ rule, met: rule.test(candidate) }));
}

export function unmetRules(candidate: NewPassword): PasswordRule[] {
  return passwordRules.filter((rule) => !rule.test(candidate));
}
