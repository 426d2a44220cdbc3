/** The postings lists of the search index and the limits that keep every query's work bounded. */

/** Which list a posting belongs to (search_postings.field). */
export const fields = {
  /** A whole word of the title, the original title or the series name. */
  titleWord: 1,
  /** A whole word of an author's name. */
  authorWord: 2,
  /** The first `prefixLength` letters of a title word: "har" for "harry". */
  titlePrefix: 3,
  /** The same for an author's name. */
  authorPrefix: 4,
  /** An author's whole name: "suzanne collins". */
  authorName: 5,
  /** A whole title or original title: "the hunger games". */
  title: 6,
} as const;

/**
 * Prefix lists are kept for exactly three letters: shorter and longer prefixes expand through
 * the vocabulary instead. Three is where expansion would be dearest (up to ~115 words share a
 * three-letter start in the goodbooks vocabulary, at most ~30 share four letters), and storing
 * four-letter lists too would add about a quarter to the index for little gain.
 */
export const prefixLength = 3;

export const limits = {
  /** Words of a query beyond this are ignored (a title is rarely longer). */
  maxWords: 8,
  /** Vocabulary words a prefix expands to, the most frequent first. */
  maxExpansions: 40,
  /**
   * Candidates read from the rarest word's lists when a query has several words; when that
   * word is in more books than this, only its most popular ones are considered.
   */
  allWordsCandidates: 1_000,
  /** Words a misspelt word may be corrected to, by trigram similarity, before re-ranking. */
  spellingCandidates: 12,
  /** Books per candidate correction checked for the other words of the query. */
  contextSample: 60,
  /** Tokens longer than this are cut, so every term fits a btree key. */
  maxTermLength: 60,
} as const;
