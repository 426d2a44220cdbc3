/**
 * Endpoints of the clubs back-office (issue 11, item 8) under /api/admin/clubs: reading needs
 * clubs_view, changing and suspending clubs_edit, deleting clubs_delete (super_admin's alone).
 */
import { defineEndpoints, staffWith } from './endpoint.js';

const base = '/api/admin/clubs';

export const clubsAdminEndpoints = defineEndpoints('clubsAdmin', {
  list: { method: 'GET', path: base, access: staffWith('clubs_view') },
  club: { method: 'GET', path: `${base}/:id`, access: staffWith('clubs_view') },
  update: { method: 'PATCH', path: `${base}/:id`, access: staffWith('clubs_edit') },
  suspend: { method: 'PUT', path: `${base}/:id/suspension`, access: staffWith('clubs_edit') },
  unsuspend: { method: 'DELETE', path: `${base}/:id/suspension`, access: staffWith('clubs_edit') },
  remove: { method: 'DELETE', path: `${base}/:id`, access: staffWith('clubs_delete') },
});
