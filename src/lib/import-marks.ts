/**
 * Performance marks along an import, from the chosen file to the review on screen. They cost
 * nothing worth measuring, and `npm run bench` reads them to say where the time goes.
 */
export const IMPORT_MARKS = {
  /** The worker's result and every row batch have arrived. */
  parsed: 'import:parsed',
  /** The draft is handed to the review, which opens now; IndexedDB writes it once the review is painted. */
  handOver: 'import:hand-over',
  /** The draft is written to IndexedDB (a write begun once the review's first frame is painted). */
  draftSaved: 'import:draft-saved',
  /** The review screen is mounted with the draft to show. */
  reviewData: 'import:review-data',
} as const;

export type ImportMark = (typeof IMPORT_MARKS)[keyof typeof IMPORT_MARKS];

export function markImport(name: ImportMark): void {
  if (typeof performance !== 'undefined') performance.mark(name);
}
