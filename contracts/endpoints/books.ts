/** Endpoints of the catalogue: search, popular books, a book, the categories, and the covers back-office. */
import { anyone, defineEndpoints, staffWith } from './endpoint.js';

export const booksEndpoints = defineEndpoints('books', {
  search: { method: 'GET', path: '/api/books/search', access: anyone },
  popular: { method: 'GET', path: '/api/books/popular', access: anyone },
  detail: { method: 'GET', path: '/api/books/:key', access: anyone },
  taxonomy: { method: 'GET', path: '/api/categories', access: anyone },
  category: { method: 'GET', path: '/api/categories/:slug/books', access: anyone },
  coverCounts: {
    method: 'GET',
    path: '/api/admin/book-covers',
    access: staffWith('content_books'),
  },
  readerAdded: {
    method: 'GET',
    path: '/api/admin/books-quality/reader-added',
    access: staffWith('content_books_quality'),
  },
  startCoverMigration: {
    method: 'POST',
    path: '/api/admin/book-covers/migrations',
    access: staffWith('books_edit'),
  },
});
