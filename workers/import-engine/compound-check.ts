import { read } from 'cfb';
import { IMPORT_ERRORS, IMPORT_HINTS } from './messages';
import { ImportRejection, notAWorkbook } from './rejection';

/** An entry of the compound file's directory; a storage has no content of its own. */
interface Entry {
  readonly name: string;
  readonly type: number;
  readonly size: number;
  readonly content?: { readonly length: number };
}

const STREAM = 2;

/**
 * An .xls's compound file, opened by SheetJS's own CFB library and checked whole: every stream its
 * directory names is in the file. A download cut short is unreadable ('Error al convertir el
 * archivo'); SheetJS alone would fail on it as a processing error, or read what is left.
 */
export function checkCompoundFile(bytes: Uint8Array): void {
  let entries: readonly Entry[];
  try {
    entries = read(bytes, { type: 'array' }).FileIndex;
  } catch (error) {
    throw new ImportRejection(IMPORT_ERRORS.conversion, { cause: error });
  }
  const names = new Set(entries.map((entry) => entry.name));
  // Excel keeps a workbook with a password to open as its encrypted package in a compound file.
  if (names.has('EncryptedPackage') || names.has('EncryptionInfo')) {
    throw new ImportRejection(IMPORT_ERRORS.conversion, {
      cause: new Error('an encrypted package'),
      hint: IMPORT_HINTS.passwordProtected,
    });
  }
  // A Word document or a presentation (.doc, .ppt) renamed .xls: a compound file with no workbook.
  if (!names.has('Workbook') && !names.has('Book') && (names.has('WordDocument') || names.has('PowerPoint Document'))) {
    throw notAWorkbook('an Office document that is no workbook');
  }
  const cut = entries.find((entry) => entry.type === STREAM && (entry.content?.length ?? 0) < entry.size);
  if (cut) throw new ImportRejection(IMPORT_ERRORS.conversion, { cause: new Error(`stream ${cut.name} is cut short`) });
}
