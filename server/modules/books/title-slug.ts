/** The title part of a book's URL (/book/{titleSlug}/{isbn}) and of matching books by title. */
import { slugOrFingerprint } from '../../../contracts/slug.js';

/** "الفيل الأزرق" -> "الفيل-الأزرق", "The Hobbit" -> "the-hobbit"; "???" -> "book-…", never "book". */
export function titleSlugOf(title: string): string {
  return slugOrFingerprint(title, 'book');
}
