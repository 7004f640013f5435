const dayMs = 86_400_000;

/** yyyy-mm-dd (UTC) of an epoch time. */
export function isoDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return isoDay(Date.parse(`${isoDate}T00:00:00Z`) + days * dayMs);
}

/** dd/mm/yyyy, as the spreadsheet import shows it. */
export function formatDayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}
