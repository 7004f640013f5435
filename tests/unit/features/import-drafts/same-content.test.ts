import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentFingerprint,
  draftOverlapIssues,
  sameContentDraft,
} from '@/features/factoring/import/drafts/same-content';
import { formatManaguaDateTime } from '@contract/dates';
import { invoiceKey } from '@contract/invoice-key';
import { invoiceRow, newDraft, storeWithClock } from './draft-builders';

const ANA = 7;
const BETO = 8;
function setup() {
  const made = storeWithClock();
  return made;
}

describe('importing a file whose content is already an unsent draft', () => {
  it('finds the newest unsent draft of the same user with the same rows, whatever the file name', async () => {
    const { store, clock } = setup();
    const rows = newDraft(ANA).rows;
    const hash = await contentFingerprint(rows);
    await store.create({ ...newDraft(ANA, { fileName: 'enero.xlsx' }), contentHash: hash });
    clock.now += 60_000;
    const newer = await store.create({ ...newDraft(ANA, { fileName: 'enero (1).xlsx' }), contentHash: hash });
    await store.create({ ...newDraft(BETO, { fileName: 'de-beto.xlsx' }), contentHash: hash });

    const again = { ...newDraft(ANA, { fileName: 'otra-copia.xlsx' }) };
    const found = sameContentDraft(await store.listHeads(ANA), await contentFingerprint(again.rows));
    expect(found).toMatchObject({ id: newer.id, fileName: 'enero (1).xlsx' });
  });

  it('offers nothing for a file that differs in one cell, nor once the draft was sent', async () => {
    const { store } = setup();
    const draft = await store.create({ ...newDraft(ANA), contentHash: await contentFingerprint(newDraft(ANA).rows) });
    const changed = newDraft(ANA).rows.map((row, index) => (index === 1 ? { ...row, amountNIO: 1000.01 } : row));
    expect(sameContentDraft(await store.listHeads(ANA), await contentFingerprint(changed))).toBeUndefined();

    await store.transition(ANA, draft.id, 'sending');
    await store.complete(ANA, draft.id, 530);
    expect(sameContentDraft(await store.listHeads(ANA), draft.contentHash ?? '')).toBeUndefined();
  });
});

describe('contentFingerprint', () => {
  const jsonSha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value), 'utf8').digest('hex');

  it('is the SHA-256 of the rows as one JSON text, also when they are written in many batches', async () => {
    // 40 notes of 30,000 characters (accents included) are cut into several batches of 250,000.
    const rows = Array.from({ length: 40 }, (_, index) => ({
      ...invoiceRow(index),
      observations: `${'nota ñ '.repeat(4_285)}${index}`,
    }));
    expect(await contentFingerprint(rows)).toBe(jsonSha256(rows));
    expect(await contentFingerprint(rows.slice(0, 1))).toBe(jsonSha256(rows.slice(0, 1)));
    expect(await contentFingerprint([])).toBe(jsonSha256([]));
  });
});

describe('an invoice also in another unsent draft', () => {
  it('is a warning on its row naming that draft, matched by the invoice key', () => {
    const createdAt = Date.UTC(2025, 0, 10, 12);
    const other = {
      id: 'otro',
      fileName: 'diciembre.xlsx',
      createdAt,
      rows: [{ ...invoiceRow(1), invoiceNumber: ' f-00002 ' }, invoiceRow(7)],
    };
    const draft = {
      id: 'este',
      fileName: 'enero.xlsx',
      createdAt,
      rows: [invoiceRow(0), invoiceRow(1), invoiceRow(2)],
    };
    const keysOf = ({ rows, ...rest }: typeof draft) => ({ ...rest, keys: new Set(rows.map(invoiceKey)) });
    expect(draftOverlapIssues(draft, [keysOf(other), keysOf(draft)], 'Número de factura')).toEqual([
      {
        row: 3,
        column: 'Número de factura',
        message: `La factura F-00002 del proveedor 0012345 también está en el borrador «diciembre.xlsx» del ${formatManaguaDateTime(createdAt)}, aún sin enviar.`,
        severity: 'warning',
      },
    ]);
  });
});
