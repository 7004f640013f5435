import { MAPPED_COLUMNS } from './limits';
import { TextBlankness, XmlScanner, attribute } from './xml-scan';

/**
 * Counts the rows of the first worksheet of Excel 2003 XML that hold a value in A–H, from its
 * `Row`, `Cell` and `Data` elements (with their `ss:Index` jumps), independently of SheetJS.
 */
export function countSpreadsheetXmlRows(xml: string): number {
  let count = 0;
  let worksheets = 0;
  let column = 0;
  let rowHasValue = false;
  let cellColumn = 0;
  let dataType: string | null = null;
  const text = new TextBlankness();
  const endRow = () => {
    if (rowHasValue) count += 1;
    rowHasValue = false;
  };
  const scanner = new XmlScanner({
    open(name, body, selfClosing) {
      if (name === 'Worksheet') {
        worksheets += 1;
        if (worksheets > 1) scanner.stopped = true;
      } else if (worksheets !== 1) return;
      else if (name === 'Row') {
        column = 0;
        rowHasValue = false;
        if (selfClosing) endRow();
      } else if (name === 'Cell') {
        const index = Number(attribute(body, 'Index'));
        cellColumn = Number.isInteger(index) && index > 0 ? index - 1 : column;
        column = cellColumn + 1 + (Number(attribute(body, 'MergeAcross')) || 0);
      } else if (name === 'Data' && !selfClosing) {
        dataType = attribute(body, 'Type') ?? 'String';
        text.finish();
      }
    },
    close(name) {
      if (worksheets !== 1) return;
      if (name === 'Row') endRow();
      else if (name === 'Data' && dataType !== null) {
        const blank = text.finish();
        if (cellColumn < MAPPED_COLUMNS && (dataType !== 'String' || !blank)) rowHasValue = true;
        dataType = null;
      }
    },
    text(raw) {
      if (dataType !== null) text.add(raw);
    },
  });
  scanner.push(xml);
  return count;
}
