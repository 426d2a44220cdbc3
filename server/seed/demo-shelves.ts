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
  // Maya reads a book or two a month, with the days she started and finished them and her
  // rating: enough for the reading statistics (Reader Plus) to draw a year, and the one before.
  mayareads: [
    {
      isbn13: '9780618346257',
      status: 'read',
      rating: 5,
      dateStarted: '2026-07-12',
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
      dateStarted: '2026-05-20',
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
    ...(
      [
        ['9780618260300', '2026-01-03', '2026-01-14', 5],
        ['9780439023481', '2026-01-18', '2026-01-24', 4],
        ['9780439023498', '2026-02-01', '2026-02-09', 4],
        ['9780156012195', '2026-02-15', '2026-02-16', 4.5],
        ['9780786838653', '2026-03-05', '2026-03-15', 3.5],
        ['9780812550702', '2026-04-02', '2026-04-12', 4],
        ['9780345391803', '2026-04-20', '2026-04-25', 4.5],
        ['9780060531041', '2026-09-01', '2026-09-28', 5],
        ['9780385490818', '2026-10-04', '2026-10-15', 4],
        ['9780064410939', '2026-10-20', '2026-10-22', 3],
        ['9780060929879', '2026-11-02', '2026-11-12', 3.5],
        ['9780439554930', '2025-10-20', '2025-11-01', 4.5],
        ['9780385732550', '2025-03-01', '2025-03-06', 4],
        ['9780061122415', '2025-07-10', '2025-07-14', 2.5],
      ] as const
    ).map(([isbn13, dateStarted, dateRead, rating]) => ({
      isbn13,
      status: 'read' as const,
      dateStarted,
      dateRead,
      rating,
    })),
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
