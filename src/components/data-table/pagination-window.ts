/** A page button (1-based page number) or a gap shown as an ellipsis. */
export type PageSlot =
  { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap'; readonly key: 'start' | 'end' };

/** Every page button up to 5 pages. */
export const maxPagesWithoutGaps = 5;

const page = (number: number): PageSlot => ({ kind: 'page', page: number });

/**
 * The page buttons of the pagination footer: all of them for 5 pages or fewer; otherwise the
 * first and last pages, the current one with its neighbours, and an ellipsis for each gap.
 * Near either end the window keeps four pages together so the footer keeps its width.
 */
export function paginationWindow(pageCount: number, currentPage: number): PageSlot[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), pageCount);
  if (pageCount <= maxPagesWithoutGaps) return Array.from({ length: pageCount }, (_, index) => page(index + 1));

  if (current <= 3) return [page(1), page(2), page(3), page(4), { kind: 'gap', key: 'end' }, page(pageCount)];
  if (current >= pageCount - 2) {
    return [
      page(1),
      { kind: 'gap', key: 'start' },
      page(pageCount - 3),
      page(pageCount - 2),
      page(pageCount - 1),
      page(pageCount),
    ];
  }
  return [
    page(1),
    { kind: 'gap', key: 'start' },
    page(current - 1),
    page(current),
    page(current + 1),
    { kind: 'gap', key: 'end' },
    page(pageCount),
  ];
}
