import { invoiceFields } from '@contract/invoice-fields';
import { invoiceKey } from '@contract/invoice-key';
import { loadConflictBody, type LoadConflict } from '@contract/invoice-conflicts';
import { isApiError } from '@/lib/http/api-error';
import { overlapMessages } from '@/features/factoring/shared/invoice-overlaps';
import type { Draft, RowIssue } from './draft-types';

/** Why the server refused a draft, in the debtor's words and on the rows concerned. */
export interface DraftRefusal {
  readonly message: string;
  readonly issues: readonly RowIssue[];
}

export const refusalMessages = {
  alreadyLoaded: (count: number) =>
    `El servidor rechazó la importación: ${
      count === 1
        ? 'una factura ya está en una carga pendiente o aprobada'
        : `${count} facturas ya están en cargas pendientes o aprobadas`
    }. Una factura no se financia dos veces. Las filas marcadas dicen dónde está cada una; el borrador sigue guardado en este dispositivo.`,
} as const;

/**
 * A 409 from LoadInvoices whose body lists the invoices already loaded, turned into an error on
 * every row of the draft that carries one of them. Anything else is not a refusal of this kind
 * (null), and is handled as any other failure.
 */
export function refusalOf(error: unknown, draft: Pick<Draft, 'rows'>): DraftRefusal | null {
  if (!isApiError(error) || error.kind !== 'http' || error.statusCode !== 409) return null;
  const parsed = loadConflictBody.safeParse(error.body);
  if (!parsed.success) return null;
  const byKey = new Map<string, LoadConflict>();
  for (const conflict of parsed.data.conflicts)
    if (!byKey.has(invoiceKey(conflict))) byKey.set(invoiceKey(conflict), conflict);
  const issues: RowIssue[] = [];
  for (const row of draft.rows) {
    const conflict = byKey.get(invoiceKey(row));
    if (!conflict) continue;
    issues.push({
      row: row.rowNumber,
      column: invoiceFields.invoiceNumber.label,
      message: conflict.heldBy === 'own' ? overlapMessages.held(row, conflict) : overlapMessages.heldElsewhere(row),
      severity: 'error',
    });
  }
  return { message: refusalMessages.alreadyLoaded(parsed.data.conflicts.length), issues };
}
