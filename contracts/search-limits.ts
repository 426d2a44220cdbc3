/**
 * Limits of book search, without its schemas (the search box reads them at run time; see
 * shelf-statuses.ts for why). `books.ts` re-exports them.
 */

/** The longest search text, after trimming: the search box takes no more. */
export const searchQueryMaxLength = 200;
