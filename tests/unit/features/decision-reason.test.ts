import { describe, expect, it } from 'vitest';
import { reasonProblem } from '@/features/factoring/approve/components/decision-reason';
import { reasonCases } from '../../fixtures/bounds-cases';

describe("the authoriser's reason is checked before it is sent, as the API checks it", () => {
  it('takes a reason a person can read, line breaks included, and an empty approval comment', () => {
    expect(reasonProblem('Montos\npor revisar.', true)).toBeNull();
    expect(reasonProblem('', false)).toBeNull();
  });

  it.each(reasonCases)('refuses a reason with $name, with a Spanish message', ({ reason }) => {
    expect(reasonProblem(reason, true)).toMatch(/^(El texto tiene|El motivo no puede|Indique el motivo)/);
  });

  it('asks for a reason when it holds nothing a person can read, and names a hidden character', () => {
    expect(reasonProblem(' \u200b ', true)).toBe('Indique el motivo del rechazo.');
    expect(reasonProblem('Montos \u202epor revisar', true)).toBe(
      'El texto tiene un carácter invisible U+202E después de «Montos»: vuelva a escribirlo sin él.',
    );
  });
});
