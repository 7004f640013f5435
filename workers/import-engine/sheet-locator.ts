import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';
import { openingTags } from './xml-tags';

/** The package as the locator reads it: which parts exist, and a small part's text. */
export interface PackageParts {
  has(path: string): boolean;
  text(path: string): string | null;
}

/** The parts SheetJS needs to read the first sheet's values. */
export interface FirstSheetParts {
  sheet: string;
  workbook: string;
  /** The workbook's content type as declared (xlsx, xlsm, template). */
  workbookType: string;
  /** Relationships of the package and of the workbook. */
  metadata: string[];
  /** Shared strings and styles, as [Content_Types].xml names them (SheetJS reads them from there). */
  sharedStrings: string | null;
  styles: string | null;
}

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

const DEFAULT_WORKBOOK_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
export const SHARED_STRINGS_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml';
export const STYLES_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml';

const normalise = (path: string) => path.replace(/^\/+/, '').toLowerCase();

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
function workbookPath(parts: PackageParts, overrides: Map<string, string>[]): { path: string; type: string } {
  if (OTHER_FORMAT_MARKERS.some((marker) => parts.has(marker))) throw unsupported();
  const declared = overrides.find((override) => WORKBOOK_TYPES.has(override.get('ContentType') ?? ''));
  const path = declared ? normalise(declared.get('PartName') ?? '') : DEFAULT_WORKBOOK;
  if (!path.endsWith('.xml') || !parts.has(path)) throw unsupported();
  const office = openingTags(parts.text('_rels/.rels') ?? '', 'Relationship').find((relationship) =>
    (relationship.get('Type') ?? '').endsWith('/officeDocument'),
  );
  const officeTarget = office?.get('Target');
  if (officeTarget !== undefined && normalise(resolveTarget('', officeTarget)) !== path) throw unsupported();
  return { path, type: declared?.get('ContentType') ?? DEFAULT_WORKBOOK_TYPE };
}

/** The first part [Content_Types].xml declares with this type, if it exists. */
function declaredPart(parts: PackageParts, overrides: Map<string, string>[], type: string): string | null {
  const path = normalise(overrides.find((override) => override.get('ContentType') === type)?.get('PartName') ?? '');
  return path !== '' && parts.has(path) ? path : null;
}

/** SheetJS's path rules for a worksheet target, in its order. */
function sheetTargetCandidates(target: string, workbookRels: string): string[] {
  return [`xl/${target.replace(/[/]?xl\//, '')}`, target, workbookRels.replace(/_rels\/[\s\S]*$/, '') + target];
}

/**
 * The first sheet's part, as SheetJS's `sheets: 0` reads it: the first `<sheet>` of the workbook,
 * through the workbook relationships (xl/worksheets/sheet1.xml when any sheet has no
 * relationship), with the parts SheetJS needs beside it. No XML worksheet at all is 'Error al
 * procesar el archivo'.
 */
export function locateFirstSheet(parts: PackageParts): FirstSheetParts {
  const contentTypes = parts.text(CONTENT_TYPES);
  if (contentTypes === null) throw unsupported();
  const overrides = openingTags(contentTypes, 'Override');
  const { path: workbook, type: workbookType } = workbookPath(parts, overrides);
  const slash = workbook.lastIndexOf('/');
  const ownRels = `${workbook.slice(0, slash + 1)}_rels/${workbook.slice(slash + 1)}.rels`;
  const workbookRels = parts.has(ownRels) ? ownRels : DEFAULT_WORKBOOK_RELS;
  const targets = relationshipTargets(parts.text(workbookRels));
  const sheetIds = openingTags(parts.text(workbook) ?? '', 'sheet').map((sheet) => sheet.get('id') ?? '');
  const firstTarget = targets && sheetIds.every((id) => targets.has(id)) ? targets.get(sheetIds[0] ?? '') : undefined;
  const candidates =
    firstTarget === undefined
      ? [parts.has('xl/worksheets/sheet.xml') ? 'xl/worksheets/sheet.xml' : 'xl/worksheets/sheet1.xml']
      : sheetTargetCandidates(firstTarget, workbookRels);
  const sheet = candidates.map(normalise).find((candidate) => parts.has(candidate));
  if (!sheet?.endsWith('.xml')) throw unsupported();
  return {
    sheet,
    workbook,
    workbookType,
    metadata: ['_rels/.rels', workbook, workbookRels].filter((path) => parts.has(path)),
    sharedStrings: declaredPart(parts, overrides, SHARED_STRINGS_TYPE),
    styles: declaredPart(parts, overrides, STYLES_TYPE),
  };
}
