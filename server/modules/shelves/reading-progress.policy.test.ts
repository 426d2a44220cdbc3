import { describe, expect, it } from 'vitest';
import { formatProgress, percentOfPages } from '../../../contracts/reading-progress.js';
import type { ShelfStatus } from '../../../contracts/shelf-statuses.js';
import {
  readingProgressUpdateSchema,
  type ReadingProgressUpdate,
} from '../../../contracts/reading-progress.schemas.js';
import {
  noProgress,
  presentProgress,
  progressAfterStatusChange,
  progressFromInput,
  progressIssues,
  readingPosition,
  type ProgressFields,
} from './reading-progress.policy.js';

const now = new Date('2026-11-24T10:00:00Z');
const at = (page: number | null, pages: number | null, percent: number | null): ProgressFields => ({
  progressPage: page,
  progressPages: pages,
  progressPercent: percent,
  progressUpdatedAt: now,
});

describe('what a reader may give as progress', () => {
  it.each<[unknown, string | null]>([
    [{ unit: 'page', value: 0 }, null],
    [{ unit: 'page', value: 100_000 }, null],
    [{ unit: 'percent', value: 0 }, null],
    [{ unit: 'percent', value: 100 }, null],
    [{ unit: 'percent', value: 101 }, 'A percent goes from 0 to 100'],
    [{ unit: 'page', value: 100_001 }, 'A page goes from 0 to 100,000'],
    [{ unit: 'page', value: -1 }, 'Progress cannot be below 0'],
    [{ unit: 'percent', value: 12.5 }, 'Progress is a whole number'],
    [{ unit: 'page', value: '12' }, 'Progress is a whole number'],
    [{ unit: 'page' }, 'Progress is a whole number'],
    [{ unit: 'chapter', value: 3 }, 'Choose page or percent'],
  ])('%j -> %s', (body, message) => {
    const result = readingProgressUpdateSchema.safeParse(body);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it.each<[ReadingProgressUpdate, number | null, string[]]>([
    [{ unit: 'page', value: 320 }, 320, []],
    [{ unit: 'page', value: 321 }, 320, ['This book has 320 pages']],
    [{ unit: 'page', value: 1_500 }, 1_200, ['This book has 1,200 pages']],
    [{ unit: 'page', value: 5_000 }, null, []],
    [{ unit: 'page', value: 5_000 }, 0, []],
    [{ unit: 'percent', value: 100 }, 10, []],
  ])('%j of a book of %s pages -> %j', (input, pages, messages) => {
    expect(progressIssues(input, pages).map((issue) => issue.message)).toEqual(messages);
  });
});

describe('a page becomes a percent when the book length is known', () => {
  it.each<[ReadingProgressUpdate, number | null, ProgressFields]>([
    [{ unit: 'page', value: 120 }, 320, at(120, 320, 37)],
    [{ unit: 'page', value: 319 }, 320, at(319, 320, 99)],
    [{ unit: 'page', value: 320 }, 320, at(320, 320, 100)],
    [{ unit: 'page', value: 0 }, 320, at(0, 320, 0)],
    [{ unit: 'page', value: 120 }, null, at(120, null, null)],
    [{ unit: 'page', value: 120 }, 0, at(120, null, null)],
    [{ unit: 'percent', value: 38 }, 320, at(null, 320, 38)],
    [{ unit: 'percent', value: 38 }, null, at(null, null, 38)],
  ])('%j of %s pages', (input, pages, expected) => {
    expect(progressFromInput(input, pages, now)).toEqual(expected);
  });

  it('rounds down, so nobody is shown as further on than they are', () => {
    expect(percentOfPages(1, 3)).toBe(33);
    expect(percentOfPages(2, 3)).toBe(66);
    expect(percentOfPages(5, 0)).toBe(0);
  });
});

describe('what a change of shelf does to progress', () => {
  const reading = at(120, 320, 37);
  it.each<[ShelfStatus | null, ShelfStatus, ProgressFields, ProgressFields | undefined]>([
    ['currently_reading', 'currently_reading', reading, undefined],
    ['currently_reading', 'want_to_read', reading, noProgress],
    ['currently_reading', 'read', reading, at(320, 320, 100)],
    ['currently_reading', 'read', at(null, null, 40), at(null, null, 100)],
    ['currently_reading', 'did_not_finish', reading, undefined],
    ['did_not_finish', 'currently_reading', reading, undefined],
    ['want_to_read', 'currently_reading', noProgress, undefined],
    ['read', 'currently_reading', at(320, 320, 100), noProgress],
    ['read', 'want_to_read', at(320, 320, 100), noProgress],
    [null, 'read', noProgress, at(null, null, 100)],
    [null, 'currently_reading', noProgress, undefined],
  ])('%s -> %s', (previous, next, current, expected) => {
    expect(progressAfterStatusChange(previous, next, current, now)).toEqual(expected);
  });
});

describe('where a member is in a book (spoiler shielding)', () => {
  it.each<[ShelfStatus, ProgressFields, ReturnType<typeof readingPosition>]>([
    [
      'currently_reading',
      at(120, 320, 37),
      { status: 'currently_reading', finished: false, percent: 37, page: 120, pages: 320 },
    ],
    [
      'currently_reading',
      at(null, null, 100),
      { status: 'currently_reading', finished: true, percent: 100, page: null, pages: null },
    ],
    ['read', noProgress, { status: 'read', finished: true, percent: 100, page: null, pages: null }],
    [
      'want_to_read',
      noProgress,
      { status: 'want_to_read', finished: false, percent: null, page: null, pages: null },
    ],
    [
      'did_not_finish',
      at(50, null, null),
      { status: 'did_not_finish', finished: false, percent: null, page: 50, pages: null },
    ],
  ])('%s %j', (status, fields, expected) => {
    expect(readingPosition({ status, ...fields })).toEqual(expected);
  });
});

describe('progress as an entry shows it', () => {
  it('is null until some is recorded, then says how far', () => {
    expect(presentProgress(noProgress)).toBeNull();
    const shown = presentProgress(at(120, 320, 37));
    expect(shown).toEqual({ page: 120, pages: 320, percent: 37, updatedAt: now.toISOString() });
    expect(formatProgress(shown!)).toBe('p. 120 of 320 · 37%');
    expect(formatProgress({ page: 1_200, pages: null, percent: null })).toBe('p. 1,200');
    expect(formatProgress({ page: null, pages: 320, percent: 38 })).toBe('38%');
  });
});
