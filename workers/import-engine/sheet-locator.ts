import { MAX_METADATA_PART } from './limits';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';
import type { ZipEntry } from './zip-directory';
import { readEntryText } from './zip-inflate';

const DEFAULT_WORKBOOK = 'xl/workbook.xml';
const FALLBACK_SHEET = 'xl/worksheets/sheet1.xml';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function findEntry(entries: readonly ZipEntry[], path: string): ZipEntry | undefined {
  const wanted = path.replace(/^\/+/, '').toLowerCase();
  return entries.find((entry) => entry.name.toLowerCase() === wanted);
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** Opening tags named `name` (any namespace prefix), each as a map of its attributes. */
function tags(xml: string, name: string): Map<string, string>[] {
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${name}\\b[^>]*>`, 'g');
  return Array.from(xml.matchAll(pattern), (match) => {
    const attributes = new Map<string, string>();
    for (const attribute of match[0].matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const [, key = '', doubleQuoted, singleQuoted] = attribute;
      attributes.set(key, decodeEntities(doubleQuoted ?? singleQuoted ?? ''));
    }
    return attributes;
  });
}

function directoryOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash + 1);
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

function relationshipTarget(
  relationships: string | null,
  matches: (attributes: Map<string, string>) => boolean,
): string | undefined {
  if (relationships === null) return undefined;
  return tags(relationships, 'Relationship').find(matches)?.get('Target');
}

function firstSheetPath(bytes: Uint8Array, entries: readonly ZipEntry[]): string | undefined {
  const rootRelationships = readPart(bytes, entries, '_rels/.rels');
  const workbookTarget = relationshipTarget(rootRelationships, (attributes) =>
    (attributes.get('Type') ?? '').endsWith('/officeDocument'),
  );
  const workbookPath = workbookTarget ? resolveTarget('', workbookTarget) : DEFAULT_WORKBOOK;
  const workbook = readPart(bytes, entries, workbookPath);
  if (workbook === null) return undefined;
  const firstSheet = tags(workbook, 'sheet')[0];
  const relationshipId = firstSheet
    ? Array.from(firstSheet).find(([key]) => key.endsWith(':id'))?.[1]
    : undefined;
  if (relationshipId === undefined) return undefined;
  const directory = directoryOf(workbookPath);
  const workbookRelationships = readPart(
    bytes,
    entries,
    `${directory}_rels/${workbookPath.slice(directory.length)}.rels`,
  );
  const sheetTarget = relationshipTarget(
    workbookRelationships,
    (attributes) => attributes.get('Id') === relationshipId,
  );
  return sheetTarget === undefined ? undefined : resolveTarget(directory, sheetTarget);
}

/**
 * The first sheet's part, as SheetJS's `sheets: 0` reads it: the first `<sheet>` of the
 * workbook, through the workbook relationships; xl/worksheets/sheet1.xml when that chain is
 * broken. No XML worksheet at all is 'Error al procesar el archivo'.
 */
export function locateFirstSheet(bytes: Uint8Array, entries: readonly ZipEntry[]): ZipEntry {
  const path = firstSheetPath(bytes, entries);
  const entry =
    (path === undefined ? undefined : findEntry(entries, path)) ??
    findEntry(entries, FALLBACK_SHEET);
  if (!entry?.name.toLowerCase().endsWith('.xml')) {
    throw new ImportRejection(IMPORT_ERRORS.processing);
  }
  return entry;
}
