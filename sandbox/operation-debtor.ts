import { debtors } from './companies';
import type { StoredDisbursement, StoredOperation } from './factoring-data';

const debtorIdsByName = new Map<string, string>(Object.values(debtors).map((company) => [company.name, company.id]));

/**
 * Whose invoice an operation is. Records stored before operations carried their debtor say it
 * through the disbursement's one debtor, or the debtor's name.
 */
export function operationDebtorId(stored: StoredDisbursement, operation: StoredOperation): string | undefined {
  if (operation.debtorId !== undefined) return operation.debtorId;
  if (stored.debtorIds.length === 1) return stored.debtorIds[0];
  return debtorIdsByName.get(operation.debtor);
}

/** Every debtor company with an invoice in the disbursement: each one may read its own part of it. */
export function disbursementDebtorIds(stored: StoredDisbursement): string[] {
  const ids = new Set(stored.debtorIds);
  for (const operation of stored.operations) {
    const debtorId = operationDebtorId(stored, operation);
    if (debtorId !== undefined) ids.add(debtorId);
  }
  return [...ids];
}
