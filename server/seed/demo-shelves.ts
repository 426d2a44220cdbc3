/** What the demo readers have on their shelves, so book pages have reviews and shelves have books. */
import type { ReadingProgressUpdate } from '../../contracts/reading-progress.schemas.js';
import type { ShelfEntryUpdate } from '../../contracts/shelves.js';

export interface DemoShelfEntry extends ShelfEntryUpdate {
  /** The demo book, by ISBN-13. */
  isbn13: string;
  /** How far the reader is, for a book being read (spoiler shielding reads it). */
  progress?: ReadingProgressUpdate;
}

export const demoShelves: Record<string, DemoShelfEntry[]> = {
  demoreader: [
    {
      isbn13: '9780307265432',
      status: 'currently_reading',
      dateStarted: '2026-11-09',
      // The Road has 241 pages: two weeks in, well past the halfway mark.
      progress: { unit: 'page', value: 148 },
    },
    {
      isbn13: '9780679783268',
      status: 'read',
      rating: 5,
      dateStarted: '2026-01-02',
      dateRead: '2026-01-20',
      review:
        '<p>Every reread finds a new joke. Elizabeth is still the best company in English fiction, and the proposal scene at Hunsford never stops being <em>painful</em> in the best way.</p>',
      tags: ['favourites', 'classics'],
    },
    {
      isbn13: '9780618260300',
      status: 'read',
      rating: 4.5,
      dateRead: '2025-12-14',
      review:
        '<p>Read it aloud over the winter. The riddles in the dark chapter are as good as I remembered.</p>',
    },
    { isbn13: '9780451524935', status: 'read', rating: 4, dateRead: '2025-09-30' },
    { isbn13: '9780340839935', status: 'want_to_read', tags: ['sci-fi'] },
    { isbn13: '9780375831003', status: 'want_to_read' },
  ],
  mayareads: [
    {
      isbn13: '9780618346257',
      status: 'read',
      rating: 5,
      dateRead: '2026-08-03',
      review:
        '<p>The Council of Elrond is long, yes, but it is where the whole world clicks into place. Boromir’s choice on the river broke my heart all over again.</p>',
      reviewHasSpoilers: true,
      tags: ['favourites', 'epic-fantasy'],
    },
    {
      isbn13: '9780553588484',
      status: 'read',
      rating: 4.5,
      dateRead: '2026-06-18',
      review:
        '<p>Brutal, clever and impossible to put down. Come for the dragons, stay for Tyrion.</p>',
      tags: ['epic-fantasy'],
    },
    {
      isbn13: '9780679879244',
      status: 'currently_reading',
      dateStarted: '2026-11-12',
      // Read on an e-reader, which counts in percent.
      progress: { unit: 'percent', value: 42 },
    },
    { isbn13: '9780439554930', status: 'read', rating: 4.5, dateRead: '2025-11-01' },
  ],
  tomasb: [
    {
      isbn13: '9780553296983',
      status: 'read',
      rating: 5,
      dateRead: '2026-04-22',
      review:
        '<p>Anne’s voice is so alive that the ending lands like a blow every time. Essential reading, and it should be read whole, not in excerpts.</p>',
    },
    {
      isbn13: '9781451648539',
      status: 'read',
      rating: 4,
      dateRead: '2026-02-10',
      review:
        '<p>Thorough and fair, if long. The chapters on the return to Apple are the best business writing I have read.</p>',
    },
    { isbn13: '9780385486804', status: 'read', rating: 3.5, dateRead: '2025-07-05' },
  ],
  priyapages: [
    {
      isbn13: '9780679783268',
      status: 'read',
      rating: 5,
      dateRead: '2026-02-14',
      review:
        '<p>The blueprint for every enemies-to-lovers I adore. Darcy’s letter is the best plot twist in romance.</p>',
      tags: ['romance', 'favourites'],
    },
    { isbn13: '9780142437209', status: 'read', rating: 4.5, dateRead: '2026-03-30' },
    {
      isbn13: '9780297859383',
      status: 'did_not_finish',
      dateStarted: '2026-10-01',
      privateNotes: 'Try again in the summer.',
    },
  ],
};
