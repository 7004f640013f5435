import { describe, expect, it } from 'vitest';
import { parseFaultSpec } from '../../../sandbox/fault-spec';

describe('SANDBOX_FAULTS syntax', () => {
  it('reads kinds with rates and delays', () => {
    expect(parseFaultSpec('drop:0.1,503:0.1,delay:0.2:1500')).toEqual([
      { kind: 'drop', rate: 0.1 },
      { kind: '503', rate: 0.1 },
      { kind: 'delay', rate: 0.2, delayMs: 1500 },
    ]);
  });

  it('reads a times limit and a path match, which may hold colons and regex characters', () => {
    expect(parseFaultSpec('500*1@LoadInvoices')).toEqual([{ kind: '500', times: 1, match: 'LoadInvoices' }]);
    expect(parseFaultSpec(' timeout::30000*2@^auth/(me|validate)$ ')).toEqual([
      { kind: 'timeout', delayMs: 30000, times: 2, match: '^auth/(me|validate)$' },
    ]);
    expect(parseFaultSpec('not-json,bad-contract@a:b')).toEqual([
      { kind: 'not-json' },
      { kind: 'bad-contract', match: 'a:b' },
    ]);
  });

  it('reads nothing from an empty value', () => {
    expect(parseFaultSpec('')).toEqual([]);
    expect(parseFaultSpec(' , ')).toEqual([]);
  });

  it.each(['explode', 'drop:2', 'drop:x', 'delay:1:-5', '503*0', 'drop:0.1:10:extra'])(
    'refuses "%s" with a Spanish message',
    (spec) => {
      expect(() => parseFaultSpec(spec)).toThrow(/^Regla de falla inválida/);
    },
  );
});
