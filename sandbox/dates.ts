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

const managua = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Managua',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-mm-dd in Managua, where the lender's day begins and ends. */
export function managuaDay(epochMs: number): string {
  return managua.format(new Date(epochMs));
}
