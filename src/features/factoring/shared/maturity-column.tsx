import { Badge } from '../../../components/badge';
import type { DataColumn } from '../../../components/data-table/columns';
import { managuaToday, maturityOf } from '../../../lib/maturity';
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

/**
 * 'Días al vencimiento' for any list of invoices someone decides on: the days left in Managua
 * (negative when past due) with its badge; it sorts by the days and exports the number.
 */
export function maturityColumn<Row>(dueDateOf: (row: Row) => string | null): DataColumn<Row> {
  const days = (row: Row) => {
    const dueDate = dueDateOf(row);
    return dueDate === null ? null : (maturityOf(dueDate, managuaToday())?.days ?? null);
  };
  return {
    id: 'daysToMaturity',
    // On a narrow screen it folds after the least needed columns: the due date beside it says much.
    priority: 2,
    header: t.header,
    kind: 'number',
    value: days,
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
