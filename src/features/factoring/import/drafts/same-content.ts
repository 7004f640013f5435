import { invoiceKey } from '@contract/invoice-key';
import { rowBatches } from '@workers/import-engine/index';
import { sha256Hex } from '@/lib/crypto';
import { nextTask } from '@/lib/next-task';
import { formatManaguaDateTime } from '@contract/dates';
import type { Draft, DraftHead, DraftInvoiceKeys, InvoiceDetailRow, RowIssue } from './draft-types';

/**
 * What a file holds, as one hash: the SHA-256 of its rows in order as JSON (values and row
 * numbers). Two files with this hash would make the same draft, whatever their names. The JSON
 * is written and encoded a batch of rows at a time, a task each: the same bytes as
 * `JSON.stringify(rows)` in one piece, which for a near-10 MB file held the page for over 400 ms.
 */
export async function contentFingerprint(rows: readonly InvoiceDetailRow[]): Promise<string> {
  const encoder = new TextEncoder();
  const pieces: Uint8Array[] = [];
  for (const [index, batch] of rowBatches(rows).entries()) {
    if (index > 0) await nextTask();
    pieces.push(encoder.encode((index === 0 ? '[' : ',') + JSON.stringify(batch).slice(1, -1)));
  }
  pieces.push(encoder.encode(pieces.length === 0 ? '[]' : ']'));
  const json = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    json.set(piece, offset);
    offset += piece.length;
  }
  return sha256Hex(json);
}

/** The newest unsent draft of the user made from the same content, if any. */
export function sameContentDraft(heads: readonly DraftHead[], fingerprint: string): DraftHead | undefined {
  return heads
    .filter((head) => head.status !== 'sent' && head.contentHash === fingerprint)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
}

export const deviceMessages = {
  alsoInDraft: (row: InvoiceDetailRow, other: Pick<Draft, 'fileName' | 'createdAt'>) =>
    `La factura ${row.invoiceNumber.trim()} del proveedor ${row.providerIdentification.trim()} también está en el borrador «${other.fileName}» del ${formatManaguaDateTime(other.createdAt)}, aún sin enviar.`,
} as const;

/**
 * A warning on each row whose invoice another unsent draft of the same user also carries,
 * naming that draft (the newest one, if several): sending both would be refused at the second.
 */
export function draftOverlapIssues(
  draft: Pick<Draft, 'id' | 'rows'>,
  others: readonly DraftInvoiceKeys[],
  column: string,
): RowIssue[] {
  const owner = new Map<string, Pick<Draft, 'fileName' | 'createdAt'>>();
  const newestFirst = [...others].filter((other) => other.id !== draft.id).sort((a, b) => b.createdAt - a.createdAt);
  for (const other of newestFirst) {
    for (const key of other.keys) if (!owner.has(key)) owner.set(key, other);
  }
  const issues: RowIssue[] = [];
  for (const row of draft.rows) {
    if (row.providerIdentification.trim() === '' || row.invoiceNumber.trim() === '') continue;
    const other = owner.get(invoiceKey(row));
    if (other)
      issues.push({ row: row.rowNumber, column, message: deviceMessages.alsoInDraft(row, other), severity: 'warning' });
  }
  return issues;
}
