import { useMediaQuery } from '@/lib/use-media-query';
import { paginationWindow } from './pagination-window';
import { tableMessages as t } from './types';

interface TablePaginationProps {
  readonly label: string;
  readonly pageIndex: number;
  readonly pageCount: number;
  readonly pageSize: number;
  readonly rowCount: number;
  readonly onPageChange: (pageIndex: number) => void;
}

/** The footer under the table: which rows show, previous/next, and the page buttons. */
/** A phone: 'Anterior' and 'Siguiente' leave the screen, and the arrows alone stay beside the pages. */
const phoneScreen = '(max-width: 600px)';

export function TablePagination({
  label,
  pageIndex,
  pageCount,
  pageSize,
  rowCount,
  onPageChange,
}: TablePaginationProps) {
  const first = pageIndex * pageSize + 1;
  const last = Math.min(rowCount, first + pageSize - 1);
  const current = pageIndex + 1;
  const wordClass = useMediaQuery(phoneScreen) ? 'visually-hidden' : undefined;
  return (
    <nav className="data-table__pagination" aria-label={t.pagination(label)}>
      <p className="data-table__range" aria-live="polite">
        {t.range(first, last, rowCount)}
      </p>
      <ul className="data-table__pages">
        <li>
          <button
            type="button"
            className="data-table__page"
            aria-label={t.previousPage}
            disabled={pageIndex === 0}
            onClick={() => onPageChange(pageIndex - 1)}
          >
            ‹ <span className={wordClass}>{t.previous}</span>
          </button>
        </li>
        {paginationWindow(pageCount, current).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={`gap-${slot.key}`} className="data-table__gap">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t.skippedPages}</span>
            </li>
          ) : (
            <li key={slot.page}>
              <button
                type="button"
                className="data-table__page"
                aria-label={t.page(slot.page)}
                aria-current={slot.page === current ? 'page' : undefined}
                onClick={() => onPageChange(slot.page - 1)}
              >
                {slot.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="data-table__page"
            aria-label={t.nextPage}
            disabled={current >= pageCount}
            onClick={() => onPageChange(pageIndex + 1)}
          >
            <span className={wordClass}>{t.next}</span> ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
