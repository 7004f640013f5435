import { downloadFile } from './download';
import { importBridge, type ExportCell, type ImportBridge } from './import-bridge';

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
  const cleaned =
    name
      .replace(/[\\/:*?"<>|]/g, '-')
      .replace(/\s+/g, ' ')
      .trim() || 'exportacion';
  return /\.xlsx$/i.test(cleaned) ? cleaned : `${cleaned}.xlsx`;
}

/**
 * Writes the rows to an .xlsx in the import worker (SheetJS never loads on the page; text is
 * written as text cells, never formulas) and downloads it, e.g. for
 * 'Descargar errores'. The data table's 'Exportar a Excel' goes through export-bridge.ts.
 */
export async function exportToExcel(request: ExcelExport, bridge: ImportBridge = importBridge()): Promise<void> {
  const bytes = await bridge.writeWorkbook(
    [[...request.header], ...request.rows.map((row) => [...row])],
    request.sheetName,
  );
  downloadFile(bytes, safeFileName(request.fileName));
}
