import { IMPORT_ERRORS, IMPORT_HINTS } from './messages';
import type { ImportErrorMessage, ImportHint } from './messages';

/** What the debtor can do about a rejection, when it is always the same. */
const DEFAULT_HINTS: Partial<Record<ImportErrorMessage, ImportHint>> = {
  [IMPORT_ERRORS.tooManyRows]: IMPORT_HINTS.splitFile,
};

/**
 * Thrown by a step to reject the whole file with one of SPEC's messages. `cause` keeps what
 * was found (a library's error, the budget that was exceeded), for logs and tests.
 */
export class ImportRejection extends Error {
  readonly hint: ImportHint | undefined;

  constructor(
    readonly userMessage: ImportErrorMessage,
    options?: { cause?: unknown; hint?: ImportHint },
  ) {
    super(userMessage, { cause: options?.cause });
    this.name = 'ImportRejection';
    this.hint = options?.hint ?? DEFAULT_HINTS[userMessage];
  }
}

/** A file that is no workbook (another Office document, a web page renamed, anything else): `reason` says what it is. */
export const notAWorkbook = (reason: string) =>
  new ImportRejection(IMPORT_ERRORS.conversion, { cause: new Error(reason), hint: IMPORT_HINTS.notAWorkbook });
