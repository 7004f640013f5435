import { describe, expect, it } from 'vitest';
import { rowAfter } from '@/features/factoring/import/edits/focus-after-delete';

describe('where the focus goes after deleting rows', () => {
  const shown = ['2', '3', '4', '5', '6'];

  it('goes to the row shown after the last one deleted', () => {
    expect(rowAfter(shown, new Set(['3']))).toBe('4');
    expect(rowAfter(shown, new Set(['2', '4']))).toBe('5');
  });

  it('goes to the nearest row left before them when the last rows were deleted', () => {
    expect(rowAfter(shown, new Set(['5', '6']))).toBe('4');
    expect(rowAfter(shown, new Set(['3', '6']))).toBe('5');
  });

  it('has no row to go to when every row shown was deleted, or none of them', () => {
    expect(rowAfter(shown, new Set(shown))).toBeNull();
    expect(rowAfter(shown, new Set(['9']))).toBeNull();
  });
});
