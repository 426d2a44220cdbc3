import { describe, expect, it } from 'vitest';
import {
  cleanLine,
  parseCount,
  parseDate,
  parseRating,
  parseYear,
  splitList,
  splitNames,
  toIsoDate,
} from './values.js';

function collect<T>(read: (warn: (message: string) => void) => T): [T, string[]] {
  const warnings: string[] = [];
  return [read((message) => warnings.push(message)), warnings];
}

describe('toIsoDate', () => {
  it('reads the layouts the exports use and refuses days that do not exist', () => {
    expect(toIsoDate('2020/12/27')).toBe('2020-12-27');
    expect(toIsoDate('2020-1-5')).toBe('2020-01-05');
    expect(toIsoDate('3/2/2023')).toBe('2023-03-02');
    expect(toIsoDate('12/31/2022')).toBe('2022-12-31');
    expect(toIsoDate('2024/02/29')).toBe('2024-02-29');
    expect(toIsoDate('2023/02/29')).toBeNull();
    expect(toIsoDate('31/12/2022')).toBeNull();
    expect(toIsoDate('2020/12')).toBeNull();
    expect(toIsoDate('')).toBeNull();
  });

  it('warns through parseDate only for a value that is there but unreadable', () => {
    expect(collect((warn) => parseDate(' ', 'Date Read', warn))).toEqual([null, []]);
    expect(collect((warn) => parseDate('soon', 'Date Read', warn))[1]).toHaveLength(1);
  });
});

describe('parseRating', () => {
  it.each([
    ['', null, 0],
    ['0', null, 0],
    ['3', 3, 0],
    ['3.0', 3, 0],
    ['3.5', 3.5, 0],
    ['3.75', 4, 1],
    ['4.25', 4.5, 1],
    ['0.25', 0.5, 1],
    ['0.1', 0.5, 1],
    ['5.0', 5, 0],
    ['6', null, 1],
    ['-1', null, 1],
    ['great', null, 1],
  ])('%j -> %j with %i warning(s)', (raw, expected, warningCount) => {
    const [rating, warnings] = collect((warn) => parseRating(raw, warn));
    expect(rating).toBe(expected);
    expect(warnings).toHaveLength(warningCount);
  });

  it('says what it rounded', () => {
    expect(collect((warn) => parseRating('3.75', warn))[1]).toEqual(['Rating 3.75 rounded to 4']);
  });
});

describe('counts and years', () => {
  it('reads whole numbers only', () => {
    expect(collect((warn) => parseCount('2', 'Read Count', warn))).toEqual([2, []]);
    expect(collect((warn) => parseCount('2.0', 'Read Count', warn))).toEqual([2, []]);
    expect(collect((warn) => parseCount('', 'Read Count', warn))).toEqual([null, []]);
    expect(collect((warn) => parseCount('1.5', 'Read Count', warn))[0]).toBeNull();
    expect(collect((warn) => parseCount('99999', 'Owned Copies', warn))[0]).toBeNull();
  });

  it('keeps BCE years', () => {
    expect(collect((warn) => parseYear('-750', 'Year', warn))).toEqual([-750, []]);
    expect(collect((warn) => parseYear('1997.0', 'Year', warn))).toEqual([1997, []]);
    expect(collect((warn) => parseYear('c. 1900', 'Year', warn))[0]).toBeNull();
  });
});

describe('lists and names', () => {
  it('splits, trims and de-duplicates', () => {
    expect(splitList(' sci-fi, ,favourites,sci-fi ')).toEqual(['sci-fi', 'favourites']);
    expect(cleanLine('  Paul   Krueger ')).toBe('Paul Krueger');
  });

  it('keeps a name suffix with its name', () => {
    expect(splitNames('Martin Luther King, Jr., Coretta Scott King')).toEqual([
      'Martin Luther King, Jr.',
      'Coretta Scott King',
    ]);
  });
});
