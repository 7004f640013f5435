import { describe, expect, it } from 'vitest';
import { noticeDetail, noticeTitle, noticeTotal } from '@/features/notifications/messages';
import type { Notice } from '@/features/notifications/news';

const group = (of: 'decision' | 'pending' | 'available' | 'disbursement', count: number, approved = 0): Notice => ({
  kind: 'group',
  id: `group:${of}`,
  of,
  count,
  approved,
  totals: { NIO: '800400', USD: '0' },
});

describe('what a notice says', () => {
  it('names a grouped notice by what it counts', () => {
    expect(noticeTitle(group('pending', 8))).toBe('8 cargas pendientes de aprobación');
    expect(noticeTitle(group('available', 12))).toBe('12 facturas disponibles para pago anticipado');
    expect(noticeTitle(group('disbursement', 4))).toBe('4 desembolsos nuevos');
    expect(noticeTitle(group('decision', 5, 5))).toBe('5 cargas aprobadas');
    expect(noticeTitle(group('decision', 5, 0))).toBe('5 cargas rechazadas');
    expect(noticeTitle(group('decision', 5, 4))).toBe('5 cargas decididas: 4 aprobadas y 1 rechazada');
    expect(noticeDetail(group('pending', 8))).toBe('Total: C$8,004.00');
  });

  it('carries the load, its debtor and its total in each currency it has', () => {
    const notice: Notice = {
      kind: 'pending',
      id: 'pending:9',
      idLoad: 9,
      debtor: 'Comercial Masaya',
      totals: { NIO: '1825050', USD: '2700' },
    };
    expect(noticeTitle(notice)).toBe('Nueva carga #9 pendiente de aprobación');
    expect(noticeDetail(notice)).toBe('Deudor: Comercial Masaya · Total: C$18,250.50 y USD\u00a027.00');
  });

  it('writes a total past what a double holds to the exact cent', () => {
    expect(noticeTotal({ NIO: '900719925474099301', USD: '0' })).toBe('C$9,007,199,254,740,993.01');
    expect(noticeTotal({ NIO: '0', USD: '0' })).toBe('C$0.00');
  });

  it('puts a decision’s reason after its total', () => {
    const rejected: Notice = {
      kind: 'decision',
      id: 'decision:3',
      idLoad: 3,
      status: 'RECHAZADA',
      reason: 'Facturas sin firma.',
      totals: { NIO: '100', USD: '0' },
    };
    expect(noticeDetail(rejected)).toBe('Total: C$1.00 · Motivo: Facturas sin firma.');
  });
});
