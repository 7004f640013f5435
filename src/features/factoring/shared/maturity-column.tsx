import { Badge } from '@/components/badge';
import type { ColumnPriority, DataColumn } from '@/components/data-table/columns';
import { managuaToday } from '@contract/dates';
import { maturityOf, maturityRank } from '@/lib/maturity';
import { maturityLabels as t } from './messages';
import './maturity.css';

/** 'Vencida' or 'Vence pronto' beside the days, or nothing for an invoice due later. */
export function MaturityBadge({ dueDate, today }: { readonly dueDate: string; readonly today: string }) {
  const maturity = maturityOf(dueDate, today);
  if (maturity?.state === 'overdue')
    return (
      <Badge tone="danger" mark="!">
        {t.overdue}
      </Badge>
    );
  if (maturity?.state === 'dueSoon') return <Badge tone="warning">{t.dueSoon}</Badge>;
  return null;
}

interface MaturityColumnOptions {
  /** Default 1: 'Vencida' is the invoice's status, kept in view on every screen; the due date folds instead. */
  readonly priority?: ColumnPriority;
  /** Sorts the overdue invoices after the current ones (a provider's list), not before them. */
  readonly overdueLast?: boolean;
}

/**
 * 'Días al vencimiento' for any list of invoices someone decides on: the days left in Managua
 * (negative when past due) with its badge; it sorts by the days and exports the number.
 */
export function maturityColumn<Row>(
  dueDateOf: (row: Row) => string | null,
  { priority = 1, overdueLast = false }: MaturityColumnOptions = {},
): DataColumn<Row> {
  const days = (row: Row) => {
    const dueDate = dueDateOf(row);
    return dueDate === null ? null : (maturityOf(dueDate, managuaToday())?.days ?? null);
  };
  return {
    id: 'daysToMaturity',
    priority,
    header: t.header,
    kind: 'number',
    value: days,
    ...(overdueLast && {
      sortValue: (row: Row) => {
        const left = days(row);
        return left === null ? null : maturityRank(left);
      },
    }),
    cell: (row) => {
      const dueDate = dueDateOf(row);
      const left = days(row);
      if (dueDate === null || left === null) return null;
      return (
        <span className="maturity-cell">
          <span className="tabular">{left}</span> <MaturityBadge dueDate={dueDate} today={managuaToday()} />
        </span>
      );
    },
  };
}
