import { describe, expect, it } from 'vitest';
import { isWonValuePence, maxWonValuePence, parseWonValue } from './won-value';

describe("a won lead's value in pounds", () => {
  it('reads pounds as staff type them, to the penny', () => {
    expect(parseWonValue('12500')).toEqual({ ok: true, pence: 1_250_000 });
    expect(parseWonValue(' £12,500.5 ')).toEqual({ ok: true, pence: 1_250_050 });
    expect(parseWonValue('£ 1,234,567.89')).toEqual({ ok: true, pence: 123_456_789 });
    expect(parseWonValue('0')).toEqual({ ok: true, pence: 0 });
    expect(parseWonValue('0.07')).toEqual({ ok: true, pence: 7 });
    expect(parseWonValue('10000000')).toEqual({ ok: true, pence: maxWonValuePence });
  });

  it('asks for a value when none is given', () => {
    expect(parseWonValue('')).toEqual({ ok: false, problem: 'won-value-required' });
    expect(parseWonValue('   ')).toEqual({ ok: false, problem: 'won-value-required' });
  });

  it('refuses what is not pounds', () => {
    for (const text of ['-5', '12.345', '1e6', '12,50', '1,2345', '$100', 'ten', '£', '12.', '.5', '0x10', '١٢'])
      expect(parseWonValue(text), text).toEqual({ ok: false, problem: 'won-value-invalid' });
    expect(parseWonValue('9'.repeat(21))).toEqual({ ok: false, problem: 'won-value-invalid' });
  });

  it('refuses more than the bound, however many digits', () => {
    expect(parseWonValue('10000000.01')).toEqual({ ok: false, problem: 'won-value-too-large' });
    expect(parseWonValue('99999999999999999')).toEqual({ ok: false, problem: 'won-value-too-large' });
    expect(parseWonValue('000000012500')).toEqual({ ok: true, pence: 1_250_000 });
  });

  it('checks stored contract values against the same bound', () => {
    expect(isWonValuePence(0)).toBe(true);
    expect(isWonValuePence(maxWonValuePence)).toBe(true);
    expect(isWonValuePence(maxWonValuePence + 1)).toBe(false);
    expect(isWonValuePence(-1)).toBe(false);
    expect(isWonValuePence(1.5)).toBe(false);
  });
});
