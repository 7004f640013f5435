import type { ExportCell } from '@workers/import-engine/index';
import { importBridge, ImportBridgeError } from './import-bridge';

export type { ExportCell };

/** Writes rows (the first one the header) to a one-sheet .xlsx. */
export type RowExporter = (rows: ExportCell[][], sheetName: string) => Promise<Uint8Array<ArrayBuffer>>;

export const exportMessages = {
  timeout: 'La exportación tardó demasiado. Por favor, inténtelo de nuevo.',
  failed: 'No se pudo generar el archivo de Excel. Por favor, inténtelo de nuevo.',
} as const;

/**
 * The .xlsx is written in the import worker, so SheetJS never loads on the main thread. The
 * import bridge owns that worker (lazy start, idle shutdown, timeout with termination); here its
 * failures become the export's Spanish messages, never a hung button.
 */
export const exportRows: RowExporter = async (rows, sheetName) => {
  try {
    return await importBridge().writeWorkbook(rows, sheetName);
  } catch (error) {
    throw new Error(
      error instanceof ImportBridgeError && error.kind === 'timeout' ? exportMessages.timeout : exportMessages.failed,
      { cause: error },
    );
  }
};
