import { describe, expect, it } from 'vitest';
import {
  addDays,
  excelSerial,
  excelSerialToIso,
  formatDate,
  formatManaguaDateTime,
  isoDateToUtc,
  isoDay,
  managuaToday,
} from '@contract/dates';

describe('formatDate: dd/mm/yyyy in UTC', () => {
  it('writes ISO dates as dd/mm/yyyy', () => {
    expect(formatDate('2025-03-05')).toBe('05/03/2025');
    expect(formatDate('1999-12-31')).toBe('31/12/1999');
  });

  it('reads ISO timestamps by their date part only', () => {
    expect(formatDate('2025-03-05T23:30:00-06:00')).toBe('05/03/2025');
    expect(formatDate('2025-03-05T00:15:00+14:00')).toBe('05/03/2025');
    expect(formatDate('2025-03-05T12:00:00.000Z')).toBe('05/03/2025');
  });

  it('writes Date objects and epoch milliseconds in UTC', () => {
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 23, 59)))).toBe('31/12/2024');
    expect(formatDate(Date.UTC(2024, 0, 1))).toBe('01/01/2024');
  });

  it('shows invalid dates as empty text', () => {
    for (const value of [
      '',
      'abc',
      'Fecha inválida',
      '2025-02-30',
      '2025-13-01',
      '2025-00-10',
      '05/03/2025',
      new Date('nope'),
      Number.NaN,
      null,
      undefined,
    ]) {
      expect(formatDate(value)).toBe('');
    }
  });

  it('accepts leap days only in leap years', () => {
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDate('2025-02-29')).toBe('');
  });
});

describe('formatManaguaDateTime: an instant on Managua’s clock', () => {
  it('writes dd/mm/yyyy hh:mm six hours behind UTC, moving to the previous day before 06:00 UTC', () => {
    expect(formatManaguaDateTime('2026-11-20T19:20:00Z')).toBe('20/11/2026\u00a013:20');
    expect(formatManaguaDateTime('2026-11-21T03:05:00Z')).toBe('20/11/2026\u00a021:05');
    expect(formatManaguaDateTime('no es una fecha')).toBe('');
  });

  it('writes a moment of this device (epoch milliseconds) the same way: 24-hour, never split', () => {
    const morning = Date.parse('2026-11-29T13:54:00Z');
    expect(formatManaguaDateTime(morning)).toBe('29/11/2026\u00a007:54');
    expect(formatManaguaDateTime(morning)).not.toMatch(/[ap]\.\s?m\./);
    expect(formatManaguaDateTime(morning)).not.toContain(' ');
    expect(formatManaguaDateTime(Number.NaN)).toBe('');
  });
});

describe('managuaToday: the calendar day in Managua (UTC-6, no daylight saving)', () => {
  it('is still the previous day in Managua until 06:00 UTC', () => {
    expect(managuaToday(Date.parse('2026-03-01T05:59:59Z'))).toBe('2026-02-28');
    expect(managuaToday(Date.parse('2026-03-01T06:00:00Z'))).toBe('2026-03-01');
  });

  it('does not move in July either: Managua keeps one offset all year', () => {
    expect(managuaToday(Date.parse('2026-07-10T05:30:00Z'))).toBe('2026-07-09');
    expect(managuaToday(Date.parse('2026-07-10T23:59:00Z'))).toBe('2026-07-10');
  });
});

describe('excelSerial and excelSerialToIso: spreadsheet days', () => {
  it('counts spreadsheet days from 30/12/1899 and refuses days before 1900 or that do not exist', () => {
    expect(excelSerial('1900-03-01')).toBe(61);
    expect(excelSerial('2025-04-08')).toBe(45755);
    expect(excelSerial('1899-12-31')).toBeNull();
    expect(excelSerial('2025-13-01')).toBeNull();
    expect(excelSerial('08/04/2025')).toBeNull();
  });

  it('reads serials back as the same days, a time of day kept to its day', () => {
    expect(excelSerialToIso(45755)).toBe('2025-04-08');
    expect(excelSerialToIso(45755.99)).toBe('2025-04-08');
    expect(excelSerialToIso(25569)).toBe('1970-01-01');
    expect(excelSerialToIso(2958465)).toBe('9999-12-31');
    for (const serial of [0, 0.5, -3, 2958466, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(excelSerialToIso(serial)).toBeNull();
    }
  });

  it('keeps the 1900 system as the engine reads it: day 0 is 30/12/1899, so serial 60 is 28/02/1900, not Lotus’s 29/02/1900', () => {
    expect(excelSerialToIso(1)).toBe('1899-12-31');
    expect(excelSerialToIso(60)).toBe('1900-02-28');
    expect(excelSerialToIso(61)).toBe('1900-03-01');
    expect(excelSerial('1900-01-01')).toBe(2);
    expect(excelSerial('1900-02-29')).toBeNull();
  });

  it('counts leap days only in leap years, 2000 included and 2100 not', () => {
    expect(excelSerial('2024-02-29')).toBe(45351);
    expect(excelSerialToIso(45351)).toBe('2024-02-29');
    expect(excelSerial('2000-02-29')).toBe(36585);
    expect(excelSerial('2100-02-29')).toBeNull();
  });

  it('is its own inverse on every day from March 1900 to 9999', () => {
    for (let serial = 61; serial < 2958466; serial += 9973) {
      const iso = excelSerialToIso(serial);
      expect(iso === null ? null : excelSerial(iso)).toBe(serial);
    }
  });
});

describe('ISO calendar days', () => {
  it('reads a date or a timestamp by its date part, as midnight UTC', () => {
    expect(isoDateToUtc('2026-03-01')?.getTime()).toBe(Date.UTC(2026, 2, 1));
    expect(isoDateToUtc('2026-03-01T23:59:00-06:00')?.getTime()).toBe(Date.UTC(2026, 2, 1));
    expect(isoDateToUtc('2026-02-29')).toBeNull();
    expect(isoDateToUtc('01/03/2026')).toBeNull();
  });

  it('writes the UTC day of an instant and counts days across month and leap-year ends', () => {
    expect(isoDay(Date.parse('2026-03-01T05:59:59Z'))).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-05', -10)).toBe('2025-12-26');
  });
});
