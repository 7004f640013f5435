import { importBridge, type ExportCell, type ImportBridge } from './import-bridge';

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExcelExport {
  /** The first row, e.g. the table's column titles. */
  readonly header: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
  /** Saved as this name; '.xlsx' is added when missing. */
  readonly fileName: string;
  readonly sheetName: string;
}

/** A file name the operating system accepts: no path separators or reserved characters. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|]/g, '-').replace(/\s+/g, ' ').trim() || 'exportacion';
  return /\.xlsx$/i.test(cleaned) ? cleaned : `${cleaned}.xlsx`;
}

/** Hands bytes to the browser as a download. */
export function saveFile(bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob only after click() has returned.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

/**
 * Writes the rows to an .xlsx in the import worker (SheetJS never loads on the page; text that a
 * spreadsheet would run as a formula is neutralised there) and downloads it. Used by
 * 'Descargar errores' and by the data table's 'Exportar a Excel'.
 */
export async function exportToExcel(request: ExcelExport, bridge: ImportBridge = importBridge()): Promise<void> {
  const bytes = await bridge.writeWorkbook([[...request.header], ...request.rows.map((row) => [...row])], request.sheetName);
  saveFile(bytes, safeFileName(request.fileName), xlsxMimeType);
}
