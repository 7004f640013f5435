import { describe, expect, it } from 'vitest';
import { parseDrift } from '../../../sandbox/drift';

describe('SANDBOX_DRIFT', () => {
  it('reads one call, one field and the change', () => {
    expect(parseDrift('historyLoads.totalAmountNIO:retype')).toEqual({
      call: 'historyLoads',
      field: 'totalAmountNIO',
      change: 'retype',
    });
    expect(parseDrift(' me.fullName:rename ')).toEqual({ call: 'me', field: 'fullName', change: 'rename' });
  });

  it('refuses a call the contract does not have, or another change', () => {
    expect(() => parseDrift('nothing.field:rename')).toThrow(/Deriva inválida/);
    expect(() => parseDrift('me.fullName:drop')).toThrow(/Deriva inválida/);
    expect(() => parseDrift('me:rename')).toThrow(/Deriva inválida/);
  });
});
