import { describe, expect, it } from 'vitest';
import { NonEmptyRowCounter } from '../../../workers/import-engine/xml-row-counter';

function count(xml: string, chunkSize = xml.length, stopAt = 1000): number {
  const counter = new NonEmptyRowCounter(stopAt);
  for (let start = 0; start < xml.length && !counter.reachedLimit; start += chunkSize) {
    counter.push(xml.slice(start, start + chunkSize));
  }
  counter.finish();
  return counter.count;
}

const SHEET = [
  '<?xml version="1.0"?><worksheet><sheetData>',
  '<row r="1"><c r="A1" t="s"><v>0</v></c></row>',
  '<row r="2" s="1" customFormat="1"/>',
  '<row r="3"><c r="A3" s="2"/><c r="B3" s="2"></c></row>',
  '<row r="4"><c r="A4" t="inlineStr"><is><t>x</t></is></c></row>',
  '<row r="5"><c r="A5"><v>  </v></c><c r="B5"><v/></c></row>',
  '<!-- <row r="6"><c><v>1</v></c></row> -->',
  '<x:row r="7"><x:c r="A7"><x:v>12.5</x:v></x:c></x:row>',
  '<row r="8"><c r="A8" t="str"><f>A7*2</f><v>25</v></c></row>',
  '<row r="9"><c r="A9"><v><![CDATA[7]]></v></c></row>',
  '</sheetData></worksheet>',
].join('\n');

describe('NonEmptyRowCounter', () => {
  it('counts only rows whose cells hold a value', () => {
    expect(count(SHEET)).toBe(5);
  });

  it('gives the same count whatever the chunk boundaries', () => {
    for (const size of [1, 2, 3, 7, 64]) expect(count(SHEET, size)).toBe(5);
  });

  it('stops counting at its limit', () => {
    const rows = Array.from({ length: 50 }, (_, index) => `<row r="${index + 1}"><c><v>1</v></c></row>`).join('');
    expect(count(rows, 16, 10)).toBe(10);
  });

  it('refuses a tag longer than it will carry between chunks', () => {
    const counter = new NonEmptyRowCounter(10);
    expect(() => counter.push(`<row ${'a'.repeat(70_000)}`)).toThrow('Error al procesar el archivo');
  });
});

describe('NonEmptyRowCounter agrees with the mapping on what is empty', () => {
  const blankStrings = [false, true, true];
  const countWith = (rows: string) => {
    const counter = new NonEmptyRowCounter(1000, blankStrings);
    counter.push(`<worksheet><sheetData>${rows}</sheetData></worksheet>`);
    counter.finish();
    return counter.count;
  };

  it('skips blank shared strings and counts the others', () => {
    expect(countWith('<row><c t="s"><v>1</v></c><c t="s"><v>2</v></c></row><row><c t="s"><v>0</v></c></row>')).toBe(1);
  });

  it('skips blank inline strings and formula strings, whatever whitespace JavaScript trims', () => {
    const rows = [
      '<row><c t="inlineStr"><is><t>&#160;\u3000</t></is></c></row>',
      '<row><c t="inlineStr"><is><r><t> </t></r><rPh><t>ヨミ</t></rPh></is></c></row>',
      '<row><c t="str"><f>A1</f><v>_x00A0_</v></c></row>',
      '<row><c t="inlineStr"><is><t>x</t></is></c></row>',
    ];
    expect(countWith(rows.join(''))).toBe(1);
  });

  it('ignores values right of column H, found by reference or by position', () => {
    expect(countWith('<row><c r="I1"><v>1</v></c></row><row><c r="H2"><v>1</v></c></row>')).toBe(1);
    const eight = '<c/>'.repeat(8);
    expect(countWith(`<row>${eight}<c><v>1</v></c></row><row><c/><c><v>1</v></c></row>`)).toBe(1);
  });

  it('counts an error cell only when SheetJS knows its code', () => {
    expect(countWith('<row><c t="e"><v>#N/A</v></c></row><row><c t="e"><v>#OOPS</v></c></row>')).toBe(1);
  });
});
