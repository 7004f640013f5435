import { zipSync } from 'fflate';
import { MAX_METADATA_PART, MAX_SHEET_PART, ROW_COUNT_STOP } from './limits';
import { IMPORT_ERRORS } from './messages';
import { checkOtherParts, joinChunks, partKey, readPackageDirectory, readParts, streamParts } from './package-reader';
import type { ProgressReporter } from './progress';
import { readFirstSheet } from './read-workbook';
import type { ParsedSheet } from './read-workbook';
import { ImportRejection } from './rejection';
import { blankSharedStrings } from './shared-strings';
import { locateFirstSheet, SHARED_STRINGS_TYPE, STYLES_TYPE } from './sheet-locator';
import type { FirstSheetParts } from './sheet-locator';
import { NonEmptyRowCounter } from './xml-row-counter';

export interface CountedSheet extends ParsedSheet {
  /** Rows with a value in A–H, header included, counted from the cells independently of SheetJS. */
  countedRows: number;
}

const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder('utf-8').decode(bytes) : null);

const WORKSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** [Content_Types].xml for the rebuilt package: it declares only the parts handed to SheetJS. */
function contentTypes(located: FirstSheetParts, names: (path: string) => string): Uint8Array {
  const overrides: [string | null, string][] = [
    [located.workbook, located.workbookType],
    [located.sheet, WORKSHEET_TYPE],
    [located.sharedStrings, SHARED_STRINGS_TYPE],
    [located.styles, STYLES_TYPE],
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
    '<Default Extension="xml" ContentType="application/xml"/>',
    ...overrides
      .filter((override): override is [string, string] => override[0] !== null)
      .map(([path, type]) => `<Override PartName="/${escapeXml(names(path))}" ContentType="${escapeXml(type)}"/>`),
    '</Types>',
  ];
  return new TextEncoder().encode(xml.join(''));
}

/**
 * An .xlsx (or .xlsm) package: its directory bounded, the first sheet found, its non-empty rows
 * counted while it inflates (stopping at header + 501 rows: the rest is never inflated), then
 * only the parts SheetJS needs for that sheet, rebuilt as a stored ZIP, read by SheetJS.
 */
export function readPackage(bytes: Uint8Array, progress: ProgressReporter): CountedSheet {
  const directory = readPackageDirectory(bytes);
  const cache = new Map<string, Uint8Array | undefined>();
  const located = locateFirstSheet({
    has: (path) => directory.has(partKey(path)),
    text: (path) => {
      const key = partKey(path);
      if (!cache.has(key)) cache.set(key, readParts(bytes, directory, [key], MAX_METADATA_PART).get(key));
      return text(cache.get(key));
    },
  });
  progress(0.1);
  const extras = [located.sharedStrings, located.styles].filter((path) => path !== null);
  const read = readParts(bytes, directory, extras, MAX_SHEET_PART);
  const strings = located.sharedStrings === null ? [] : blankSharedStrings(text(read.get(located.sharedStrings)) ?? '');
  progress(0.2);

  // No size limit of its own: the count stops at row 502 long before a big sheet is inflated,
  // and the directory's total budget bounds what a sheet of fewer rows can hold.
  const sheetKey = partKey(located.sheet);
  const counter = new NonEmptyRowCounter(ROW_COUNT_STOP, strings);
  const decoder = new TextDecoder('utf-8');
  const chunks: Uint8Array[] = [];
  streamParts(
    bytes,
    directory,
    new Map([
      [
        sheetKey,
        (chunk: Uint8Array) => {
          chunks.push(chunk);
          counter.push(decoder.decode(chunk, { stream: true }));
          return !counter.reachedLimit;
        },
      ],
    ]),
  );
  if (!counter.reachedLimit) {
    counter.push(decoder.decode());
    counter.finish();
  }
  if (counter.reachedLimit) throw new ImportRejection(IMPORT_ERRORS.tooManyRows);
  progress(0.35);

  const nameOf = (path: string) => directory.get(partKey(path))?.name ?? path;
  const files: Record<string, Uint8Array> = { '[Content_Types].xml': contentTypes(located, nameOf) };
  const add = (path: string, content: Uint8Array | undefined) => {
    const part = directory.get(partKey(path));
    if (part && content) files[part.name] = content;
  };
  for (const path of located.metadata) add(path, cache.get(partKey(path)));
  for (const path of extras) add(path, read.get(partKey(path)));
  add(located.sheet, joinChunks(chunks));
  checkOtherParts(bytes, directory, new Set(Object.keys(files).map(partKey)));
  const sheet = readFirstSheet(zipSync(files, { level: 0 }));
  return { ...sheet, countedRows: counter.count };
}
