import { describe, expect, it } from 'vitest';
import { CertainRowCount } from '../../../workers/import-engine/row-count';

/** Feeds `xml` in pieces of `size` characters and returns the count once the part has ended. */
function counted(xml: string, size = xml.length, stopAt = 1000): CertainRowCount {
  const count = new CertainRowCount(stopAt);
  for (let start = 0; start < xml.length; start += size) count.push(xml.slice(start, start + size));
  count.end();
  return count;
}

const sheet = (rows: string) => `<?xml version="1.0"?><worksheet><sheetData>${rows}</sheetData></worksheet>`;

const ROWS = [
  '<row r="1"><c r="A1" t="s"><v>0</v></c></row>', // a shared string may be blank: not counted
  '<row r="2" s="1" customFormat="1"/>',
  '<row r="3"><c r="A3" s="2"/><c r="B3" s="2"></c></row>',
  '<row r="4"><c r="A4" t="inlineStr"><is><t>x</t></is></c></row>', // counted
  '<row r="5"><c r="A5" t="inlineStr"><is><t> &#160;\u3000</t></is></c><c r="B5"><v/></c></row>',
  '<row r="6"><c r="J6"><v>12.5</v></c></row>', // counted: any column
  '<row r="7"><c r="A7" t="str"><f>A6*2</f><v>25</v></c></row>', // counted
  '<row r="8"><c r="A8" t="str"><v> _x0041_ </v></c></row>', // escapes are not judged
  '<row r="9"><c r="A9" t="b"><v>0</v></c></row>', // counted
  '<row r="10"><c r="A10" t="e"><v>#N/A</v></c></row>',
  '<row r="11"><c r="A11"><v>abc</v></c></row>',
].join('');

describe('CertainRowCount: a lower bound on the rows of a worksheet that hold a value', () => {
  it('counts a row only when a cell certainly holds a number, a boolean or non-blank text of its own', () => {
    const count = counted(sheet(ROWS));
    expect([...count.rows]).toEqual([4, 6, 7, 9]);
    expect(count.isSheet).toBe(true);
    expect(count.unsure).toBe(false);
  });

  it('gives the same count however the part is cut into chunks', () => {
    const whole = [...counted(sheet(ROWS)).rows];
    for (const size of [1, 2, 7, 16, 100]) expect([...counted(sheet(ROWS), size).rows]).toEqual(whole);
  });

  it('reads elements in any namespace prefix', () => {
    const xml =
      '<x:worksheet><x:sheetData><x:row r="3"><x:c r="A3"><x:v>1</x:v></x:c></x:row></x:sheetData></x:worksheet>';
    expect([...counted(xml).rows]).toEqual([3]);
  });

  it('numbers rows without r after the row before, as SheetJS does, and counts a repeated number once', () => {
    const rows = '<row r="4"><c><v>1</v></c></row><row><c><v>1</v></c></row><row r="5"><c><v>2</v></c></row>';
    expect([...counted(sheet(rows)).rows]).toEqual([4, 5]);
  });

  it('counts nothing after the first </sheetData>, and nothing in a part without one', () => {
    const after = sheet('<row r="1"><c><v>1</v></c></row>') + '<sheetData><row r="2"><c><v>1</v></c></row></sheetData>';
    expect([...counted(after).rows]).toEqual([1]);
    const styles = counted('<styleSheet><numFmts count="1"/></styleSheet>');
    expect(styles.isSheet).toBe(false);
  });

  it('is unsure, and so refuses nothing, where SheetJS would read the part differently', () => {
    const oddNumber = sheet('<row r="A1"><c><v>1</v></c></row>');
    const cellFirst = sheet('<c r="A1"><v>1</v></c></row>');
    const prefixedNumber = sheet('<row x:r="1"><c><v>1</v></c></row>');
    for (const xml of [oddNumber, cellFirst, prefixedNumber]) {
      const count = counted(xml, xml.length, 1);
      expect(count.unsure).toBe(true);
      expect(count.over).toBe(false);
      expect(count.isSheet).toBe(true);
    }
  });

  // SheetJS reads no rows from a sheetData that never closes. Excel does not open such a part
  // either; the count, which stops early, takes the part to be whole XML.
  it('is unsure of a sheetData that ends without closing, once it has not stopped before', () => {
    const count = counted('<worksheet><sheetData><row r="1"><c><v>1</v></c></row>');
    expect(count.unsure).toBe(true);
  });

  it('stops once the limit is reached, and reads no further', () => {
    let rows = '';
    for (let row = 1; row <= 600; row += 1) rows += `<row r="${row}"><c r="A${row}"><v>${row}</v></c></row>`;
    const count = new CertainRowCount(502);
    const xml = sheet(rows);
    let fed = 0;
    for (let start = 0; start < xml.length && !count.over; start += 512) {
      count.push(xml.slice(start, start + 512));
      fed = start + 512;
    }
    expect(count.over).toBe(true);
    expect(count.rows.size).toBe(502);
    expect(fed).toBeLessThan(xml.length);
  });

  it('reads the bytes of a part only once it could be over, or when asked whether it is a sheet', () => {
    const bytes = (rows: number) => {
      let xml = '';
      for (let row = 1; row <= rows; row += 1) xml += `<row r="${row}"><c r="A${row}"><v>${row}</v></c></row>`;
      return new TextEncoder().encode(sheet(xml));
    };
    const under = new CertainRowCount(502);
    under.pushBytes(bytes(400)).end();
    expect(under.over).toBe(false);
    expect(under.rows.size).toBe(0);
    expect(under.isSheet).toBe(true);
    expect(under.rows.size).toBe(400);
    // Cut into pieces of every size, even one byte, a `</row>` split between two is never missed.
    for (const size of [1, 3, 5, 4096]) {
      const over = new CertainRowCount(502);
      const data = bytes(600);
      let fed = 0;
      for (; fed < data.length && !over.over; fed += size) over.pushBytes(data.subarray(fed, fed + size));
      expect(over.over).toBe(true);
      expect(fed).toBeLessThan(data.length);
    }
  });
});
