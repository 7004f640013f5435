/** A route id such as idLoad or idCreditForm: a positive integer written in digits only, else null. */
export function parsePositiveId(raw: string | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
