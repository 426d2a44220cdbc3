import { describe, expect, it } from 'vitest';
import {
  applyReadThroughOps,
  chronological,
  readThroughChanges,
  summariseReadThroughs,
  type ReadThroughState,
} from './read-throughs.js';

const today = '2026-11-20';
const rt = (id: string, startedOn: string | null, finishedOn: string | null): ReadThroughState => ({
  id,
  startedOn,
  finishedOn,
});

describe('read-throughs', () => {
  it('want to read needs no read-through', () => {
    expect(readThroughChanges(null, { status: 'want_to_read' }, [], today)).toEqual([]);
  });

  it('starting a book opens a read-through today, or on the date given', () => {
    expect(readThroughChanges(null, { status: 'currently_reading' }, [], today)).toEqual([
      { kind: 'insert', startedOn: today, finishedOn: null },
    ]);
    expect(
      readThroughChanges(
        'want_to_read',
        { status: 'currently_reading', dateStarted: '2026-11-01' },
        [],
        today,
      ),
    ).toEqual([{ kind: 'insert', startedOn: '2026-11-01', finishedOn: null }]);
  });

  it('finishing closes the open read-through', () => {
    const open = [rt('a', '2026-11-01', null)];
    expect(readThroughChanges('currently_reading', { status: 'read' }, open, today)).toEqual([
      { kind: 'update', id: 'a', startedOn: '2026-11-01', finishedOn: today },
    ]);
    expect(
      readThroughChanges(
        'currently_reading',
        { status: 'read', dateRead: '2026-11-15' },
        open,
        today,
      ),
    ).toEqual([{ kind: 'update', id: 'a', startedOn: '2026-11-01', finishedOn: '2026-11-15' }]);
  });

  it('marking a book read without starting it records a finished reading', () => {
    expect(readThroughChanges(null, { status: 'read', dateRead: '2019-05-04' }, [], today)).toEqual(
      [{ kind: 'insert', startedOn: null, finishedOn: '2019-05-04' }],
    );
  });

  it('reading a finished book again is a re-read: a new read-through, the old one kept', () => {
    const done = [rt('a', '2020-01-01', '2020-01-20')];
    const ops = readThroughChanges('read', { status: 'currently_reading' }, done, today);
    expect(ops).toEqual([{ kind: 'insert', startedOn: today, finishedOn: null }]);
    const after = applyReadThroughOps(done, ops);
    expect(summariseReadThroughs(after)).toEqual({
      dateStarted: today,
      dateRead: '2020-01-20',
      readCount: 1,
    });
    const finished = applyReadThroughOps(
      after,
      readThroughChanges(
        'currently_reading',
        { status: 'read', dateRead: '2026-11-30' },
        after,
        today,
      ),
    );
    expect(summariseReadThroughs(finished)).toEqual({
      dateStarted: today,
      dateRead: '2026-11-30',
      readCount: 2,
    });
  });

  it('changing the date read of a read book edits its latest reading', () => {
    const done = [rt('a', null, '2020-01-20'), rt('b', '2024-02-01', '2024-02-10')];
    expect(readThroughChanges('read', { dateRead: '2024-02-12' }, done, today)).toEqual([
      { kind: 'update', id: 'b', startedOn: '2024-02-01', finishedOn: '2024-02-12' },
    ]);
  });

  it('did not finish keeps the reading open and unfinished', () => {
    const open = [rt('a', '2026-10-01', null)];
    expect(
      readThroughChanges('currently_reading', { status: 'did_not_finish' }, open, today),
    ).toEqual([]);
    expect(summariseReadThroughs(open)).toEqual({
      dateStarted: '2026-10-01',
      dateRead: null,
      readCount: 0,
    });
  });
});

describe('chronological', () => {
  it('orders readings by when they happened, an undated one (in progress) last, ties as given', () => {
    const readings = [
      rt('late', '2026-01-01', null),
      rt('undated', null, null),
      rt('past', null, '2019-05-05'),
      rt('mid', '2020-02-02', '2020-03-03'),
    ];
    expect(chronological(readings).map((r) => r.id)).toEqual(['past', 'mid', 'late', 'undated']);
    expect(summariseReadThroughs(readings)).toEqual({
      dateStarted: null,
      dateRead: '2020-03-03',
      readCount: 2,
    });
  });
});
