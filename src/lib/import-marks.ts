/**
 * Performance marks along an import, from the chosen file to the review on screen. They cost
 * nothing worth measuring, and `npm run bench` reads them to say where the time goes.
 */
export const IMPORT_MARKS = {
  /** The file's bytes are in memory. */
  fileRead: 'import:file-read',
  /** The worker's result and every row batch have arrived. */
  parsed: 'import:parsed',
  /** The draft is written to IndexedDB. */
  draftSaved: 'import:draft-saved',
  /** The review screen's component is mounted (its route's code has loaded). */
  reviewMounted: 'import:review-mounted',
  /** The review screen has the draft to show. */
  reviewData: 'import:review-data',
} as const;

export type ImportMark = (typeof IMPORT_MARKS)[keyof typeof IMPORT_MARKS];

export function markImport(name: ImportMark): void {
  if (typeof performance !== 'undefined') performance.mark(name);
}
