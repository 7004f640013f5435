import { describe, expect, it } from 'vitest';
import { isFactoringPath, isManaged, productHome, visibleFactoringItems } from '@/features/shell/menu';

const factoring = { productName: 'factoring', roleName: 'AUTORIZADOR' };

describe('factoring menu', () => {
  it('shows only items whose resource the user holds for the product module', () => {
    const items = visibleFactoringItems(factoring, [
      { module: 'factoring', resource: 'ApproveInvoices' },
      { module: 'factoring', resource: 'LoadHistory' },
      { module: 'zu', resource: 'ImportInvoices' },
    ]);
    expect(items.map((item) => item.label)).toEqual(['Aprobar facturas', 'Carga histórica']);
  });

  it('shows nothing without permissions', () => {
    expect(visibleFactoringItems(factoring, [])).toEqual([]);
  });

  it('manages factoring only and links other products to their home', () => {
    expect(isManaged(factoring)).toBe(true);
    expect(isManaged({ productName: 'Card Marca', roleName: 'TITULAR' })).toBe(false);
    expect(productHome({ productName: 'Zü', roleName: 'TITULAR' })).toBe('/zu');
    expect(productHome({ productName: 'Card Marca', roleName: 'TITULAR' })).toBe('/productos/card-marca');
  });

  it('recognises factoring paths', () => {
    expect(isFactoringPath('/factoring')).toBe(true);
    expect(isFactoringPath('/factoring/aprobar/detalle/3')).toBe(true);
    expect(isFactoringPath('/factoringx')).toBe(false);
  });
});
