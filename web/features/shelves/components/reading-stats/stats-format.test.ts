import { describe, expect, it } from 'vitest';
import { comparedWith, day, number } from './stats-format';

describe('reading statistics’ wording', () => {
  it.each([
    [12, 9, '+3 on 2025'],
    [7, 9, '−2 on 2025'],
    [9, 9, 'Same as 2025'],
    [4, 0, 'None in 2025'],
    [0, 0, 'None in 2025 either'],
  ])('%s against %s reads "%s"', (now, before, text) => {
    expect(comparedWith(now, before, 2025)).toBe(text);
  });

  it('writes figures and days plainly', () => {
    expect(number(12345.67)).toBe('12,345.7');
    expect(day('2026-03-01')).toBe('March 1');
  });
});
