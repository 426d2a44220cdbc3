/** Endpoints of authors: the directory, author pages and the author dashboard. */
import { anyone, defineEndpoints, member } from './endpoint.js';

export const authorsEndpoints = defineEndpoints('authors', {
  directory: { method: 'GET', path: '/api/authors', access: anyone },
  dashboard: { method: 'GET', path: '/api/authors/me/dashboard', access: member },
  requestVerification: {
    method: 'POST',
    path: '/api/authors/verification-requests',
    access: member,
  },
  claimBook: { method: 'POST', path: '/api/authors/book-claims', access: member },
  page: { method: 'GET', path: '/api/authors/:slug', access: anyone },
});
