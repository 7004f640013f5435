import { invoiceKey } from '../../../../api/invoice-key';
import { sha256Hex } from '../../../../lib/crypto';
import { formatWhen } from '../format-when';
import type { Draft, DraftHead, InvoiceDetailRow, RowIssue } from './draft-types';

/**
 * What a file holds, as one hash: its rows in order (values and row numbers). Two files with
 * this hash would make the same draft, whatever their names.
 */
export function contentFingerprint(rows: readonly InvoiceDetailRow[]): Promise<string> {
  return sha256Hex(JSON.stringify(rows));
}

/** The newest unsent draft of the user made from the same content, if any. */
export function sameContentDraft(heads: readonly DraftHead[], fingerprint: string): DraftHead | undefined {
  return heads
    .filter((head) => head.status !== 'sent' && head.contentHash === fingerprint)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
}

export const deviceMessages = {
  alsoInDraft: (row: InvoiceDetailRow, other: Pick<Draft, 'fileName' | 'createdAt'>) =>
    `La factura ${row.invoiceNumber.trim()} del proveedor ${row.providerIdentification.trim()} también está en el borrador «${other.fileName}» del ${formatWhen(other.createdAt)}, aún sin enviar.`,
} as const;

/**
 * A warning on each row whose invoice another unsent draft of the same user also carries,
 * naming that draft (the newest one, if several): sending both would be refused at the second.
 */
export function draftOverlapIssues(
  draft: Pick<Draft, 'id' | 'rows'>,
  others: readonly Pick<Draft, 'id' | 'fileName' | 'createdAt' | 'rows'>[],
  column: string,
): RowIssue[] {
  const owner = new Map<string, Pick<Draft, 'fileName' | 'createdAt'>>();
  const newestFirst = [...others].filter((other) => other.id !== draft.id).sort((a, b) => b.createdAt - a.createdAt);
  for (const other of newestFirst) {
    for (const row of other.rows) {
      const key = invoiceKey(row);
      if (!owner.has(key)) owner.set(key, other);
    }
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
