/**
 * The one spelling of a slug in the registry: lower-case, then NFC — as author slugs are stored
 * and looked up (authors.service, seo) and as usernames are compared (lower(username)), so a
 * URL written in another case or with decomposed letters names the same thing.
 */

/** The registry's key for `text`: trimmed, lower-case, NFC. */
export function normaliseSlug(text: string): string {
  return text.trim().toLowerCase().normalize('NFC');
}
