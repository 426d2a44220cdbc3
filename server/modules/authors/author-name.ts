/**
 * Who an author is, from the name a source gives. The name as written is the identity: two
 * people whose names slug alike ("Lea Naor" and "לאה נאור" once, "Jo Nesbø" and "Jo Nesb") stay
 * two authors, and the same person written identically is one. "Identically" forgives what no
 * reader sees: Unicode composition (NFC) and runs of white space ("William  Gibson" is a real
 * goodbooks-10k spelling). The migration 20261124034726_author_name_key_backfill computes the
 * same key in SQL for the authors that existed before, with the same character class.
 */
import { slugOrFingerprint } from '../../../contracts/slug.js';

/** Exactly the characters of JavaScript's \s, spelt out because the SQL backfill repeats them. */
const whiteSpace = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;

/** The author's identity and display name: NFC, white space runs as one space, trimmed. */
export function authorNameKey(name: string): string {
  return name.normalize('NFC').replace(whiteSpace, ' ').trim();
}

/** The slug a new author starts from, before a suffix makes it unique ("jane-austen", "村上春樹"). */
export function authorBaseSlug(name: string): string {
  return slugOrFingerprint(authorNameKey(name), 'author');
}
