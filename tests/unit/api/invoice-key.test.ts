import { describe, expect, it } from 'vitest';
import { invoiceKey } from '../../../src/api/invoice-key';

const key = (providerIdentification: string, invoiceNumber: string) =>
  invoiceKey({ providerIdentification, invoiceNumber });

describe('invoiceKey', () => {
  it('ignores surrounding spaces and case in both parts', () => {
    expect(key(' j0310000204517 ', ' f-102\t')).toBe(key('J0310000204517', 'F-102'));
    expect(key('0012345', 'F-102')).toBe('["0012345","F-102"]');
  });

  it('tells apart different providers and different numbers', () => {
    expect(key('0012345', 'F-102')).not.toBe(key('0012346', 'F-102'));
    expect(key('0012345', 'F-102')).not.toBe(key('0012345', 'F-103'));
  });

  it('keeps inner spaces and separators meaningful, so parts never run into each other', () => {
    expect(key('0012345', 'F 102')).not.toBe(key('0012345', 'F102'));
    expect(key('AB', 'C')).not.toBe(key('A', 'BC'));
  });
});
