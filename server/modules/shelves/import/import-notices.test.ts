import { describe, expect, it } from 'vitest';
import { importFailedNotice, importFinishedNotice } from './import-notices.js';

describe('what a reader is told when an import ends', () => {
  it('counts the shelved books, the kept entries and the rows that need help', () => {
    const notice = importFinishedNotice('u1', 'i1', [
      { outcome: 'matched', count: 300 },
      { outcome: 'created', count: 12 },
      { outcome: 'skipped', count: 1 },
      { outcome: 'failed', count: 3 },
    ]);
    expect(notice).toEqual({
      userId: 'u1',
      type: 'import_finished',
      title: 'Your import is done',
      content: '312 books are on your shelves. 1 newer entry was kept. 3 rows need your help.',
      relatedId: 'i1',
    });
  });

  it('says only what happened, in the singular where it is one', () => {
    expect(importFinishedNotice('u1', 'i1', [{ outcome: 'matched', count: 1 }]).content).toBe(
      '1 book is on your shelves.',
    );
    expect(importFinishedNotice('u1', 'i1', []).content).toBe('0 books are on your shelves.');
  });

  it('tells of a stopped import with medium priority', () => {
    expect(importFailedNotice('u1', 'i1')).toMatchObject({
      type: 'import_failed',
      priority: 'medium',
    });
  });
});
