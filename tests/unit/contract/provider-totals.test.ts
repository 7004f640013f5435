import { describe, expect, it } from 'vitest';
import type { LoadInvoice } from '@contract/schemas';
import { summariseByProvider } from '@contract/provider-totals';

let nextId = 1;
const invoice = (
  providerIdentification: string,
  providerName: string,
  amountNIO: number,
  amountUSD: number,
): LoadInvoice => ({
  idInvoice: nextId++,
  idLoad: 512,
  providerIdentification,
  providerName,
  invoiceDate: '2025-10-01',
  invoiceDateFormatted: '01/10/2025',
  dueDate: '2025-11-30',
  dueDateFormatted: '30/11/2025',
  invoiceNumber: `F-${nextId}`,
  amountNIO,
  amountUSD,
  amount: amountNIO,
  taxes: 100,
  opType: 1,
  currency: 'USD',
  deductionsLocalTaxes: true,
  deductionsDGI: true,
});

describe('summariseByProvider', () => {
  it('counts and totals each provider per currency, to the cent, in the order providers first appear', () => {
    expect(
      summariseByProvider([
        invoice('J0310000000002', 'Tostadora Granada', 100.1, 0),
        invoice('J0310000000001', 'Café Las Segovias', 0, 250.05),
        invoice('J0310000000002', 'Tostadora Granada', 0.2, 10),
        invoice(' J0310000000001', 'Café Las Segovias', 1_000, 0.1),
        invoice('J0310000000003', 'Ácidos del Pacífico', 5, 0),
      ]),
    ).toEqual([
      {
        providerIdentification: 'J0310000000002',
        providerName: 'Tostadora Granada',
        totalInvoices: 2,
        totalAmountNIO: 100.3,
        totalAmountUSD: 10,
      },
      {
        providerIdentification: 'J0310000000001',
        providerName: 'Café Las Segovias',
        totalInvoices: 2,
        totalAmountNIO: 1_000,
        totalAmountUSD: 250.15,
      },
      {
        providerIdentification: 'J0310000000003',
        providerName: 'Ácidos del Pacífico',
        totalInvoices: 1,
        totalAmountNIO: 5,
        totalAmountUSD: 0,
      },
    ]);
  });

  it("takes a provider's first non-empty name, trimmed", () => {
    expect(
      summariseByProvider([
        invoice('J1', '', 1, 0),
        invoice('J1', '  Café Las Segovias ', 1, 0),
        invoice('J1', 'Otro', 1, 0),
      ]),
    ).toMatchObject([{ providerIdentification: 'J1', providerName: 'Café Las Segovias', totalInvoices: 3 }]);
  });

  it('rounds each amount half away from zero before adding, as the debtor would by hand', () => {
    const [totals] = summariseByProvider([invoice('J1', 'A', 1.005, 2.675), invoice('J1', 'A', 1.255, 0.125)]);
    expect(totals).toMatchObject({ totalAmountNIO: 2.27, totalAmountUSD: 2.81 });
  });

  it('gives nothing for a load without invoices', () => {
    expect(summariseByProvider([])).toEqual([]);
  });
});
