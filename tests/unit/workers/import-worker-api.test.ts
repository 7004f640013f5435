import { describe, expect, it } from 'vitest';
import type { InvoiceDetailRow } from '../../../workers/import-engine/index';
import { importWorkerApi } from '../../../workers/import-worker-api';
import { invoiceRows, invoiceXlsx } from '../../fixtures/spreadsheets';

/** A file the browser can no longer read: moved, deleted or changed on disk after it was chosen. */
class UnreadableBlob extends Blob {
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'));
  }
}

describe('the import worker reads the file it is sent', () => {
  it('reads a Blob and imports its invoices', async () => {
    const blob = new Blob([invoiceXlsx(invoiceRows(3)).slice()]);
    const rows: InvoiceDetailRow[] = [];
    const result = await importWorkerApi.parseInvoiceFile({ name: 'facturas.xlsx', blob }, (batch) =>
      rows.push(...batch),
    );
    // The rows come through the batches alone, the result carries none.
    expect(result.ok && result.summary.invoiceDetails).toEqual([]);
    expect(rows.map((row) => row.invoiceNumber)).toEqual(['F-00001', 'F-00002', 'F-00003']);
  });

  it("answers a file it cannot read with SPEC's read failure and what to do", async () => {
    const result = await importWorkerApi.parseInvoiceFile(
      { name: 'facturas.xlsx', blob: new UnreadableBlob([]) },
      () => undefined,
    );
    expect(result).toEqual({
      ok: false,
      error: 'Error al convertir el archivo',
      hint: 'No se pudo leer el archivo desde su equipo: puede que se haya movido o cambiado después de elegirlo. Vuelva a seleccionarlo.',
    });
  });
});
