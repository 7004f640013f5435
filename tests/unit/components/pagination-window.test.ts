import { describe, expect, it } from 'vitest';
import { paginationWindow, type PageSlot } from '@/components/data-table/pagination-window';

/** 1..n for pages, '…' for a gap. */
const show = (slots: PageSlot[]) => slots.map((slot) => (slot.kind === 'page' ? slot.page : '…'));

describe('paginationWindow', () => {
  it('shows the single page of a 1-page table', () => {
    expect(show(paginationWindow(1, 1))).toEqual([1]);
  });

  it('shows every page button for 5 pages, wherever the user is', () => {
    for (const current of [1, 3, 5]) expect(show(paginationWindow(5, current))).toEqual([1, 2, 3, 4, 5]);
  });

  it('uses an ellipsis from 6 pages on', () => {
    expect(show(paginationWindow(6, 1))).toEqual([1, 2, 3, 4, '…', 6]);
    expect(show(paginationWindow(6, 4))).toEqual([1, '…', 3, 4, 5, 6]);
    expect(show(paginationWindow(6, 6))).toEqual([1, '…', 3, 4, 5, 6]);
  });

  it('keeps first, last and the neighbours of the current page among 40 pages', () => {
    expect(show(paginationWindow(40, 1))).toEqual([1, 2, 3, 4, '…', 40]);
    expect(show(paginationWindow(40, 3))).toEqual([1, 2, 3, 4, '…', 40]);
    expect(show(paginationWindow(40, 4))).toEqual([1, '…', 3, 4, 5, '…', 40]);
    expect(show(paginationWindow(40, 20))).toEqual([1, '…', 19, 20, 21, '…', 40]);
    expect(show(paginationWindow(40, 38))).toEqual([1, '…', 37, 38, 39, 40]);
    expect(show(paginationWindow(40, 40))).toEqual([1, '…', 37, 38, 39, 40]);
  });

  it('always contains the current page and never more than 7 slots', () => {
    for (let current = 1; current <= 40; current += 1) {
      const slots = paginationWindow(40, current);
      expect(show(slots)).toContain(current);
      expect(slots.length).toBeLessThanOrEqual(7);
    }
  });

  it('clamps a current page outside the range and shows nothing without pages', () => {
    expect(show(paginationWindow(40, 99))).toEqual([1, '…', 37, 38, 39, 40]);
    expect(paginationWindow(0, 1)).toEqual([]);
  });
});
