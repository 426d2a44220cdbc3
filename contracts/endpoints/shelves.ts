/** Endpoints of shelves, a book's reviews, and reading-history import and export. */
import { anyone, defineEndpoints, member } from './endpoint.js';

export const shelvesEndpoints = defineEndpoints('shelves', {
  mine: { method: 'GET', path: '/api/shelves/me', access: member },
  ofUser: { method: 'GET', path: '/api/shelves/users/:userId', access: anyone },
  myEntries: { method: 'GET', path: '/api/shelves/me/entries', access: member },
  myEntry: { method: 'GET', path: '/api/shelves/me/entries/:workId', access: member },
  saveEntry: { method: 'PUT', path: '/api/shelves/me/entries/:workId', access: member },
  removeEntry: { method: 'DELETE', path: '/api/shelves/me/entries/:workId', access: member },
  setProgress: {
    method: 'PUT',
    path: '/api/shelves/me/entries/:workId/progress',
    access: member,
  },
  clearProgress: {
    method: 'DELETE',
    path: '/api/shelves/me/entries/:workId/progress',
    access: member,
  },
  addReadThrough: {
    method: 'POST',
    path: '/api/shelves/me/entries/:workId/read-throughs',
    access: member,
  },
  removeReadThrough: {
    method: 'DELETE',
    path: '/api/shelves/me/entries/:workId/read-throughs/:readThroughId',
    access: member,
  },
  reviews: { method: 'GET', path: '/api/books/:workId/reviews', access: anyone },
  uploadImport: { method: 'POST', path: '/api/shelves/me/imports', access: member },
  imports: { method: 'GET', path: '/api/shelves/me/imports', access: member },
  importStatus: { method: 'GET', path: '/api/shelves/me/imports/:id', access: member },
  importPreview: { method: 'GET', path: '/api/shelves/me/imports/:id/preview', access: member },
  startImport: { method: 'POST', path: '/api/shelves/me/imports/:id/start', access: member },
  importRows: { method: 'GET', path: '/api/shelves/me/imports/:id/rows', access: member },
  fixImportRow: {
    method: 'PATCH',
    path: '/api/shelves/me/imports/:id/rows/:rowId',
    access: member,
  },
  exportCsv: { method: 'GET', path: '/api/shelves/me/export.csv', access: member },
});
