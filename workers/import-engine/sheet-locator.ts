import { MAX_METADATA_PART } from './limits';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';
import { openingTags } from './xml-tags';
import type { ZipEntry } from './zip-directory';
import { readEntryText } from './zip-inflate';

const DEFAULT_WORKBOOK = 'xl/workbook.xml';
const DEFAULT_WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
/** The content types SheetJS takes as "the workbook" (its CT_LIST.workbooks). */
const WORKBOOK_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
  'application/vnd.ms-excel.sheet.binary.macroEnabled.main',
  'application/vnd.ms-excel.addin.macroEnabled.main+xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml',
]);

/**
 * Entries that make SheetJS read a ZIP as another format (OpenDocument, Numbers) whatever else it
 * holds; and without [Content_Types].xml it may open a nested Index.zip instead.
 */
const OTHER_FORMAT_MARKERS = ['META-INF/manifest.xml', 'objectdata.xml', 'Index/Document.iwa'];
const CONTENT_TYPES = '[Content_Types].xml';

const normalise = (path: string) => path.replace(/^\/+/, '').toLowerCase();

function findEntry(entries: readonly ZipEntry[], path: string): ZipEntry | undefined {
  const wanted = normalise(path);
  return entries.find((entry) => entry.name.toLowerCase() === wanted);
}

function unsupported(): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.processing);
}

/** Resolves a relationship target against the folder of the part that declares it. */
function resolveTarget(baseDirectory: string, target: string): string {
  const joined = target.startsWith('/') ? target.slice(1) : baseDirectory + target;
  const segments: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

function readPart(bytes: Uint8Array, entries: readonly ZipEntry[], path: string): string | null {
  const entry = findEntry(entries, path);
  return entry ? readEntryText(bytes, entry, MAX_METADATA_PART) : null;
}

/** Relationship targets by Id; a repeated Id keeps the last one, as SheetJS does. */
function relationshipTargets(xml: string | null): Map<string, string> | null {
  if (xml === null) return null;
  const targets = new Map<string, string>();
  for (const relationship of openingTags(xml, 'Relationship')) {
    targets.set(relationship.get('Id') ?? '', relationship.get('Target') ?? '');
  }
  return targets;
}

/**
 * The workbook part SheetJS reads: the first one [Content_Types].xml declares, else
 * xl/workbook.xml. Refused: a package SheetJS would read as another format, a binary (xlsb)
 * workbook, and content types and relationships that name different workbooks (Excel would show
 * one, SheetJS read the other, and the rows counted here would not be the rows imported).
 */
function workbookPath(bytes: Uint8Array, entries: readonly ZipEntry[]): string {
  const contentTypes = readPart(bytes, entries, CONTENT_TYPES);
  if (contentTypes === null || OTHER_FORMAT_MARKERS.some((marker) => findEntry(entries, marker))) throw unsupported();
  const declared = openingTags(contentTypes, 'Override').find((override) =>
    WORKBOOK_TYPES.has(override.get('ContentType') ?? ''),
  );
  const path = declared ? normalise(declared.get('PartName') ?? '') : DEFAULT_WORKBOOK;
  if (!path.endsWith('.xml') || !findEntry(entries, path)) throw unsupported();
  const office = openingTags(readPart(bytes, entries, '_rels/.rels') ?? '', 'Relationship').find((relationship) =>
    (relationship.get('Type') ?? '').endsWith('/officeDocument'),
  );
  const officeTarget = office?.get('Target');
  if (officeTarget !== undefined && normalise(resolveTarget('', officeTarget)) !== path) throw unsupported();
  return path;
}

/** SheetJS's path rules for a worksheet target (parse_zip), in its order. */
function sheetTargetCandidates(target: string, workbookRels: string): string[] {
  return [`xl/${target.replace(/[/]?xl\//, '')}`, target, workbookRels.replace(/_rels\/[\s\S]*$/, '') + target];
}

/**
 * The first sheet's part, as SheetJS's `sheets: 0` reads it: the first `<sheet>` of the workbook,
 * through the workbook relationships (xl/worksheets/sheet1.xml when any sheet has no
 * relationship). No XML worksheet at all is 'Error al procesar el archivo'.
 */
export function locateFirstSheet(bytes: Uint8Array, entries: readonly ZipEntry[]): ZipEntry {
  const workbook = workbookPath(bytes, entries);
  const slash = workbook.lastIndexOf('/');
  const ownRels = `${workbook.slice(0, slash + 1)}_rels/${workbook.slice(slash + 1)}.rels`;
  const workbookRels = findEntry(entries, ownRels) ? ownRels : DEFAULT_WORKBOOK_RELS;
  const targets = relationshipTargets(readPart(bytes, entries, workbookRels));
  const sheetIds = openingTags(readPart(bytes, entries, workbook) ?? '', 'sheet').map((sheet) => sheet.get('id') ?? '');
  const firstTarget = targets && sheetIds.every((id) => targets.has(id)) ? targets.get(sheetIds[0] ?? '') : undefined;
  const candidates =
    firstTarget === undefined
      ? [findEntry(entries, 'xl/worksheets/sheet.xml') ? 'xl/worksheets/sheet.xml' : 'xl/worksheets/sheet1.xml']
      : sheetTargetCandidates(firstTarget, workbookRels);
  const entry = candidates.map((candidate) => findEntry(entries, candidate)).find((found) => found !== undefined);
  if (!entry?.name.toLowerCase().endsWith('.xml')) throw unsupported();
  return entry;
}
