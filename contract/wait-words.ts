/**
 * A wait in Spanish words, rounded up to what a person counts: «1 segundo», «45 segundos»,
 * «1 minuto», «15 minutos». Shared by the sandbox's 429 message and the login page.
 */
export function spanishWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
