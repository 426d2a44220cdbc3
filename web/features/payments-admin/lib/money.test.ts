import { describe, expect, it } from 'vitest';
import { centsOf, formatAmounts, formatMoney, typedOf } from './money';

describe('money for staff', () => {
  it('formats cents with the currency', () => {
    expect(formatMoney(499, 'usd')).toBe('$4.99');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
    expect(formatAmounts([])).toBe('$0.00');
    expect(
      formatAmounts([
        { amount: 1200, currency: 'usd' },
        { amount: 300, currency: 'eur' },
      ]),
    ).toBe('$12.00 · €3.00');
  });

  it.each([
    ['2', 200],
    ['2.5', 250],
    ['2.50', 250],
    ['$1,234.56', 123456],
    [' 0.01 ', 1],
    ['', null],
    ['2.505', null],
    ['-1', null],
    ['abc', null],
  ])('reads %j as %j cents', (typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });

  it('writes cents back as typed', () => {
    expect(typedOf(499)).toBe('4.99');
    expect(centsOf(typedOf(4990))).toBe(4990);
  });
});
