import { describe, expect, it } from 'vitest';
import { dispossessed, entryOf } from '../testing/fixtures';
import { buildUpdate, fieldOfIssue, formValuesOf, parseOwnedCopies } from './entry-form';

describe('the entry editor update', () => {
  it('sends a new entry with only what the reader filled in', () => {
    const values = { ...formValuesOf(null, 'read'), rating: 4.5, review: '<p>Loved it</p>' };
    expect(buildUpdate(values, {}, true)).toEqual({
      status: 'read',
      rating: 4.5,
      review: '<p>Loved it</p>',
    });
  });

  it('sends only the changed fields of an existing entry', () => {
    const values = { ...formValuesOf(entryOf(dispossessed), 'read'), privateNotes: 'Lent to Sam' };
    expect(buildUpdate(values, { privateNotes: true }, false)).toEqual({
      privateNotes: 'Lent to Sam',
    });
  });

  it('sends both dates when either changes, so the server can check their order', () => {
    const values = { ...formValuesOf(entryOf(dispossessed), 'read'), dateRead: '2025-12-31' };
    const update = buildUpdate(values, { dateRead: true }, false);
    expect(update).toEqual({ dateStarted: '2026-01-02', dateRead: '2025-12-31' });
    // The server's issue about it lands on the field it names.
    expect(fieldOfIssue(['dateRead'])).toBe('dateRead');
    expect(fieldOfIssue(['book'])).toBeNull();
  });

  it('drops the dates of a book moved back to want to read, and the read date of one being read', () => {
    const entry = entryOf(dispossessed);
    const wanted = { ...formValuesOf(entry, 'read'), status: 'want_to_read' as const };
    expect(buildUpdate(wanted, { status: true, dateRead: true }, false)).toEqual({
      status: 'want_to_read',
    });
    const reading = { ...formValuesOf(entry, 'read'), status: 'currently_reading' as const };
    expect(buildUpdate(reading, { status: true, dateStarted: true }, false)).toEqual({
      status: 'currently_reading',
      dateStarted: '2026-01-02',
      dateRead: null,
    });
  });

  it('reads owned copies as a whole number from 0 to 99', () => {
    expect(parseOwnedCopies('2')).toBe(2);
    expect(parseOwnedCopies(' 12 ')).toBe(12);
    expect(parseOwnedCopies('100')).toBeNull();
    expect(parseOwnedCopies('-1')).toBeNull();
    expect(parseOwnedCopies('1.5')).toBeNull();
  });
});
