/**
 * The shelves and sorts of a bookshelf, without their schemas: the web app's pages read these
 * at run time, and importing them from `shelves.ts` would bring zod into every public page's
 * first load (issue 9's budget). `shelves.ts` re-exports them.
 */
export const shelfStatuses = [
  'want_to_read',
  'currently_reading',
  'read',
  'did_not_finish',
] as const;
export type ShelfStatus = (typeof shelfStatuses)[number];

export const shelfStatusLabels: Record<ShelfStatus, string> = {
  want_to_read: 'Want to read',
  currently_reading: 'Currently reading',
  read: 'Read',
  did_not_finish: 'Did not finish',
};

export const shelfSorts = ['date_added', 'date_read', 'rating', 'title', 'author'] as const;
export type ShelfSort = (typeof shelfSorts)[number];
