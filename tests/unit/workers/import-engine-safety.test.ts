import { describe, expect, it } from 'vitest';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import type { InvoiceFile } from '../../../workers/import-engine/types';
import { prototypePollutionPoc } from '../../fixtures/hostile-files';
import { expectAccepted } from '../../fixtures/import-expectations';
import { invoiceRows, invoiceXlsx, noise } from '../../fixtures/spreadsheets';

function prototypeSnapshot(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).sort();
}

describe('parseInvoiceFile is safe on hostile input', { timeout: 10_000 }, () => {
  it('leaves Object.prototype untouched by the CVE-2023-30533 proof of concept', async () => {
    const before = prototypeSnapshot();
    const result = await parseInvoiceFile({ name: 'poc.xlsx', bytes: prototypePollutionPoc() });
    expect(prototypeSnapshot()).toEqual(before);
    const probe: Record<string, unknown> = {};
    for (const key of ['c', 'a', 't', 'r', 'v', 'w', 'polluted']) expect(probe[key]).toBeUndefined();
    // The file really was read through its comments, not refused before SheetJS saw it.
    const { summary } = expectAccepted(result);
    expect(summary.invoiceDetails[0]?.providerName).toBe('__proto__');
    expect(Object.getPrototypeOf(summary)).toBe(Object.prototype);
  });

  it('answers with a rejection message for magic bytes followed by noise', async () => {
    const zip = noise(4096);
    zip.set([0x50, 0x4b, 0x03, 0x04]);
    const ole = noise(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    for (const bytes of [zip, ole]) {
      const result = await parseInvoiceFile({ name: 'f.xlsx', bytes });
      expect(result).toEqual({ ok: false, error: 'Error al convertir el archivo' });
    }
  });

  it('answers instead of throwing when called with values of the wrong type', async () => {
    const odd = [
      { name: 'f.xlsx', bytes: 'not bytes' },
      { name: 42, bytes: new Uint8Array(10) },
      { name: 'f.xlsx', bytes: null },
    ] as unknown as InvoiceFile[];
    const results = await Promise.all(odd.map((file) => parseInvoiceFile(file)));
    expect(results).toEqual([
      { ok: false, error: 'Error al convertir el archivo' },
      { ok: false, error: 'Formato de archivo no soportado. Por favor use: .xlsx, .xls' },
      { ok: false, error: 'Error al convertir el archivo' },
    ]);
  });

  it('reads a Uint8Array that is a view into a larger buffer', async () => {
    const bytes = invoiceXlsx(invoiceRows(5));
    const padded = new Uint8Array(bytes.length + 64);
    padded.set(bytes, 32);
    const view = padded.subarray(32, 32 + bytes.length);
    expect(expectAccepted(await parseInvoiceFile({ name: 'f.xlsx', bytes: view })).summary.totalInvoices).toBe(5);
  });
});
