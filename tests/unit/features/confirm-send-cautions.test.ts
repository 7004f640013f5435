import { describe, expect, it } from 'vitest';
import { overdueInvoices } from '@/features/factoring/import/components/confirm-send-dialog';
import { importMessages } from '@/features/factoring/import/messages';

const t = importMessages.confirmSend;

describe('the confirmation before sending names what does not block it', () => {
  it('counts the invoices already past due on Managua’s today, not those due today or without a date', () => {
    const rows = [{ dueDate: '2026-11-28' }, { dueDate: '2026-11-29' }, { dueDate: '2026-01-15' }, { dueDate: null }];
    expect(overdueInvoices(rows, '2026-11-29')).toBe(2);
    expect(overdueInvoices([], '2026-11-29')).toBe(0);
  });

  it('says how many warnings remain and how many invoices are overdue, in the singular and the plural', () => {
    expect(t.cautions(3, 2)).toBe(
      'Quedan 3 advertencias en el detalle de facturas. 2 facturas ya están vencidas: su fecha de vencimiento pasó.',
    );
    expect(t.cautions(1, 0)).toBe('Queda 1 advertencia en el detalle de facturas.');
    expect(t.cautions(0, 1)).toBe('1 factura ya está vencida: su fecha de vencimiento pasó.');
    expect(t.cautions(0, 0)).toBe('');
  });
});
