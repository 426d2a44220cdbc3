/** Reading statistics, counted by hand for a small year of reading (reading-stats.ts). */
import { describe, expect, it } from 'vitest';
import {
  currentMonthStreak,
  longestMonthStreak,
  readingDays,
  readingStats,
  type FinishedReading,
  type WorkFacts,
} from './reading-stats.js';

const facts = new Map<string, WorkFacts>([
  ['a', { pages: 300, genres: ['Fantasy', 'Classics'] }],
  ['b', { pages: 100, genres: ['Fantasy'] }],
  ['c', { pages: null, genres: ['Romance'] }],
  ['d', { pages: 500, genres: ['Mystery'] }],
  ['e', { pages: 200, genres: [] }],
]);

const read = (
  workId: string,
  startedOn: string | null,
  finishedOn: string,
  rating: number | null,
): FinishedReading => ({ workId, startedOn, finishedOn, rating });

// Given out of order: the counting must not depend on it.
const readings = [
  read('a', '2026-11-01', '2026-11-15', 4.5), // a re-read: 15 days
  read('a', '2026-01-01', '2026-01-10', 4.5), // 10 days
  read('b', null, '2026-01-25', 3),
  read('c', '2026-03-01', '2026-03-03', 5), // 3 days, length unknown
  read('d', '2026-10-01', '2026-11-05', null), // 36 days
  read('e', '2025-12-01', '2025-12-20', 2),
  read('b', null, '2025-06-01', 3),
];

describe('reading statistics of a year', () => {
  const stats = readingStats({
    year: 2026,
    today: '2026-11-20',
    readings,
    facts,
    finishedMonths: ['2024-02', '2025-06', '2025-12', '2026-01', '2026-03', '2026-11'],
  });

  it('counts books and pages by month, readings of one book twice', () => {
    const busy = stats.months.filter((m) => m.books > 0);
    expect(busy).toEqual([
      { month: 1, books: 2, pages: 400 },
      { month: 3, books: 1, pages: 0 },
      { month: 11, books: 2, pages: 800 },
    ]);
    expect(stats.months).toHaveLength(12);
  });

  it('counts each book once in each of its genres, most read first', () => {
    expect(stats.genres).toEqual([
      { name: 'Fantasy', books: 2 },
      { name: 'Classics', books: 1 },
      { name: 'Mystery', books: 1 },
      { name: 'Romance', books: 1 },
    ]);
  });

  it('counts the ratings given to the year’s books, half stars rounded up', () => {
    // a 4.5 (once, though read twice), b 3, c 5; d unrated.
    expect(stats.ratings).toEqual({ given: 3, average: 4.17, stars: [0, 0, 1, 0, 2] });
  });

  it('measures pace over readings with a start date', () => {
    expect(stats.pace).toEqual({
      averageDaysPerBook: 16, // (15 + 10 + 3 + 36) / 4
      pagesPerDay: 18, // (300 + 300 + 500) / (15 + 10 + 36) = 18.03
      timedBooks: 4,
      currentMonthStreak: 1,
      longestMonthStreak: 1,
    });
  });

  it('reviews the year against the one before', () => {
    const { review } = stats;
    expect(review).toMatchObject({
      books: 5,
      pages: 1200,
      booksWithoutPages: 1,
      longest: { workId: 'd', pages: 500 },
      shortest: { workId: 'b', pages: 100 },
      highestRated: { workId: 'c', rating: 5 },
      first: { workId: 'a', finishedOn: '2026-01-10' },
      last: { workId: 'a', finishedOn: '2026-11-15' },
      previousYear: { year: 2025, books: 2, pages: 300 },
    });
  });

  it('lists the years with books, and this year, newest first', () => {
    expect(stats.years).toEqual([2026, 2025, 2024]);
  });

  it('gives an empty year zeros and nothing to name', () => {
    const empty = readingStats({
      year: 2023,
      today: '2026-11-20',
      readings,
      facts,
      finishedMonths: [],
    });
    expect(empty.months.every((m) => m.books === 0 && m.pages === 0)).toBe(true);
    expect(empty.genres).toEqual([]);
    expect(empty.ratings).toEqual({ given: 0, average: null, stars: [0, 0, 0, 0, 0] });
    expect(empty.pace).toMatchObject({
      averageDaysPerBook: null,
      pagesPerDay: null,
      timedBooks: 0,
    });
    expect(empty.review).toMatchObject({
      books: 0,
      pages: 0,
      longest: null,
      shortest: null,
      highestRated: null,
      first: null,
      last: null,
      previousYear: { year: 2022, books: 0, pages: 0 },
    });
    expect(empty.years).toEqual([2026, 2023]);
  });

  it('keeps the first of tied books', () => {
    const tied = readingStats({
      year: 2026,
      today: '2026-11-20',
      readings: [read('x', null, '2026-05-02', 4), read('y', null, '2026-05-01', 4)],
      facts: new Map([
        ['x', { pages: 250, genres: [] }],
        ['y', { pages: 250, genres: [] }],
      ]),
      finishedMonths: ['2026-05'],
    });
    expect(tied.review.longest?.workId).toBe('y');
    expect(tied.review.shortest?.workId).toBe('y');
    expect(tied.review.highestRated?.workId).toBe('y');
  });
});

describe('days of a reading', () => {
  it.each([
    ['2026-01-01', '2026-01-01', 1],
    ['2026-01-01', '2026-01-10', 10],
    ['2026-02-27', '2026-03-01', 3],
    ['2024-02-28', '2024-03-01', 3],
    [null, '2026-01-10', null],
    ['2026-01-11', '2026-01-10', null],
  ])('from %s to %s is %s', (started, finished, days) => {
    expect(readingDays(started, finished)).toBe(days);
  });
});

describe('month streaks', () => {
  it.each([
    ['every month up to this one', ['2026-09', '2026-10', '2026-11'], '2026-11-20', 3],
    ['up to last month: this one may still come', ['2026-09', '2026-10'], '2026-11-20', 2],
    ['a gap ends it', ['2026-08', '2026-10'], '2026-11-02', 1],
    ['nothing last month or this', ['2026-09'], '2026-11-20', 0],
    ['across the new year', ['2025-11', '2025-12', '2026-01'], '2026-01-05', 3],
    ['no books', [], '2026-11-20', 0],
  ])('current: %s', (_name, months, today, streak) => {
    expect(currentMonthStreak(new Set(months), today)).toBe(streak);
  });

  it.each([
    [['2025-12', '2026-01', '2026-02', '2026-03', '2026-05'], 2026, 3],
    [['2025-12', '2026-01'], 2025, 1],
    [[], 2026, 0],
  ])('longest within the year of %j in %s is %s', (months, year, streak) => {
    expect(longestMonthStreak(new Set(months), year)).toBe(streak);
  });
});
