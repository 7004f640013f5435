/** The container SheetJS's own ZIP reader produces; opaque here. */
export interface CfbContainer {
  FileIndex: unknown[];
  FullPaths: string[];
}

declare module 'xlsx' {
  /**
   * SheetJS's parser of an opened ZIP container: exported by xlsx.mjs (and read() calls it),
   * missing from its type declarations.
   */
  export function parse_zip(zip: CfbContainer, options?: ParsingOptions): WorkBook;
}
