import { useRef, useState } from 'react';
import { todayStamp, downloadFile } from '@/lib/download';
import { exportMessages, exportRows, type RowExporter } from '@/lib/export-bridge';
import type { ExportSheet } from './export-sheet';
import { tableMessages as t, type ExportFile } from './types';

export type ExportState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running' }
  | { readonly kind: 'done'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

/** Runs one export at a time through the worker and downloads the file. */
export function useTableExport(file: ExportFile | undefined, exporter: RowExporter = exportRows) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef(false);

  const run = async (table: () => ExportSheet) => {
    if (!file || running.current) return;
    running.current = true;
    setState({ kind: 'running' });
    try {
      const sheet = table();
      const bytes = await exporter(sheet.rows, file.sheetName);
      downloadFile(bytes, `${file.fileName}-${todayStamp()}.xlsx`);
      setState({ kind: 'done', message: t.exported(sheet.rowCount) });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof Error && error.message ? error.message : exportMessages.failed,
      });
    } finally {
      running.current = false;
    }
  };

  return { state, run };
}
