import { DataTable, type DataTableProps } from '../../../components/data-table/data-table';
import { recordListLabels as t } from './messages';
import '../../../components/page-layout.css';
import type { EndpointName } from '../../../api/contract';
import { UnreadableNotice } from '../../../components/unreadable-notice';

type RecordTableProps<Row> = Pick<
  DataTableProps<Row>,
  'columns' | 'rows' | 'rowId' | 'emptyText' | 'initialSort' | 'footer' | 'exportFile' | 'rowActionsLabel'
>;

interface RecordListProps<Row> extends RecordTableProps<Row> {
  /** Names both the page's region and its table. */
  readonly label: string;
  /** The list call the rows come from, whose unreadable records the page mentions. */
  readonly call: EndpointName;
  readonly onViewDetail: (row: Row) => void;
}

/** A page that is one searchable, exportable table of records, each opening its detail page. */
export function RecordList<Row>({ label, call, onViewDetail, ...table }: RecordListProps<Row>) {
  return (
    <section className="page-stack" aria-label={label}>
      <UnreadableNotice call={call} />
      <DataTable
        {...table}
        label={label}
        searchable
        rowActions={(row) => [{ label: t.viewDetail, onSelect: () => onViewDetail(row) }]}
      />
    </section>
  );
}
