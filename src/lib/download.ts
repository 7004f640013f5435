import { isoDay } from '@contract/dates';

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves bytes as a file through a temporary link (no pop-up, nothing inline for the CSP). */
export function downloadFile(bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string = xlsxMimeType): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

/** yyyy-mm-dd of today in UTC, for file names. */
export function todayStamp(now: Date = new Date()): string {
  return isoDay(now.getTime());
}
