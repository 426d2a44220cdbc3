/**
 * Who may do what to the shared catalogue. Which staff reach the catalogue's back-office at all
 * (the covers figures with content_books, reader-added books with content_books_quality) is
 * the endpoint table's matrix (contracts/endpoints/books.ts); these are the rules within it.
 */
import type { Permission } from '../../../contracts/roles.js';

/**
 * Storing covers again writes every book page, so it needs books_edit, not only the
 * content_books that shows the figures (a grant can give one without the other).
 */
export function canStartCoverMigration(permissions: ReadonlySet<Permission>): boolean {
  return permissions.has('books_edit');
}
