/** Endpoints of profiles under /api/profiles, and the staff user directory under /api/admin/users. */
import { anyone, defineEndpoints, member, staffWith } from './endpoint.js';

export const profilesEndpoints = defineEndpoints('profiles', {
  byUsername: { method: 'GET', path: '/api/profiles/by-username/:username', access: anyone },
  page: { method: 'GET', path: '/api/profiles/page/:username', access: anyone },
  legacy: { method: 'GET', path: '/api/profiles/legacy/:id', access: anyone },
  usernameAvailability: {
    method: 'GET',
    path: '/api/profiles/username-availability',
    access: anyone,
  },
  updateMine: { method: 'PATCH', path: '/api/profiles/me', access: member },
  chooseUsername: { method: 'PUT', path: '/api/profiles/me/username', access: member },
  uploadAvatar: { method: 'POST', path: '/api/profiles/me/avatar', access: member },
  removeAvatar: { method: 'DELETE', path: '/api/profiles/me/avatar', access: member },
  saveTheme: { method: 'PUT', path: '/api/profiles/me/theme', access: member },
  adminUsers: { method: 'GET', path: '/api/admin/users', access: staffWith('users_view') },
  changeRole: { method: 'PUT', path: '/api/admin/users/role', access: staffWith('roles_manage') },
});
