export interface PasswordRule {
  readonly id: string;
  readonly label: string;
  readonly test: (password: string) => boolean;
}

/** Checked in the form before anything is sent, and listed so the user sees what is missing. */
export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', label: 'Al menos 10 caracteres', test: (password) => password.length >= 10 },
  { id: 'upper', label: 'Una letra mayúscula', test: (password) => /\p{Lu}/u.test(password) },
  { id: 'lower', label: 'Una letra minúscula', test: (password) => /\p{Ll}/u.test(password) },
  { id: 'digit', label: 'Un número', test: (password) => /\d/.test(password) },
  { id: 'symbol', label: 'Un símbolo, por ejemplo ! # $ %', test: (password) => /[^\p{L}\d\s]/u.test(password) },
];

export function unmetRules(password: string): PasswordRule[] {
  return passwordRules.filter((rule) => !rule.test(password));
}
