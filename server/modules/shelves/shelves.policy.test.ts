import { describe, expect, it } from 'vitest';
import {
  canEditEntry,
  canReadShelf,
  canSeePrivateNotes,
  entryAbilities,
  isShelfOwner,
  readingDateIssues,
  shelfAbilities,
  shelfPageView,
  statusIssues,
  type Viewer,
} from './shelves.policy.js';

const owner = 'a0000000-0000-4000-8000-000000000001';
const other = 'b0000000-0000-4000-8000-000000000002';
const entry = { userId: owner };

describe('who may see and change a shelf', () => {
  it.each<[string, Viewer, boolean]>([
    ['the owner', { userId: owner }, true],
    ['another reader', { userId: other }, false],
    ['a visitor', null, false],
  ])('%s: owner %s', (_who, viewer, isOwner) => {
    expect(isShelfOwner(viewer, owner)).toBe(isOwner);
    expect(canEditEntry(viewer, entry)).toBe(isOwner);
    expect(canSeePrivateNotes(viewer, entry)).toBe(isOwner);
    expect(entryAbilities(viewer, entry)).toEqual({ canEdit: isOwner, canDelete: isOwner });
    expect(shelfAbilities(viewer, owner)).toEqual({ edit: isOwner });
    // A kept shelf page is shared by exactly the viewers every rule above treats alike.
    expect(shelfPageView(viewer, owner)).toBe(isOwner ? 'owner' : 'reader');
    // Shelves are public: everyone reads an existing reader's shelf.
    expect(canReadShelf(viewer, { id: owner })).toBe(true);
    expect(canReadShelf(viewer, null)).toBe(false);
  });
});

describe('a first save needs a shelf', () => {
  it.each([
    [null, {}, ['Choose a shelf']],
    [null, { status: 'read' as const }, []],
    [{ status: 'read' as const }, {}, []],
  ])('existing %j, update %j', (existing, update, messages) => {
    expect(statusIssues(existing, update).map((i) => i.message)).toEqual(messages);
  });
});

describe('reading dates', () => {
  const today = '2026-11-21';
  it.each([
    [{}, []],
    [{ started: null, finished: null }, []],
    [{ started: '2026-11-21', finished: '2026-11-21' }, []],
    [{ started: '2026-11-01', finished: '2026-11-10' }, []],
    [{ started: '2026-11-22' }, [['dateStarted', 'The date started cannot be in the future']]],
    [{ finished: '2027-01-01' }, [['dateRead', 'The date read cannot be in the future']]],
    [
      { started: '2026-11-12', finished: '2026-11-10' },
      [['dateRead', 'The date read cannot be before the date started']],
    ],
    [
      { started: '2026-12-12', finished: '2026-12-10' },
      [
        ['dateStarted', 'The date started cannot be in the future'],
        ['dateRead', 'The date read cannot be in the future'],
        ['dateRead', 'The date read cannot be before the date started'],
      ],
    ],
  ])('%j', (dates, expected) => {
    expect(readingDateIssues(dates, today).map((i) => [i.path[0], i.message])).toEqual(expected);
  });

  it('points at the fields it is given', () => {
    const issues = readingDateIssues({ started: '2026-11-12', finished: '2026-11-10' }, today, {
      started: 'startedOn',
      finished: 'finishedOn',
    });
    expect(issues.map((i) => i.path)).toEqual([['finishedOn']]);
  });
});
