/** Endpoints of the back-office itself under /api/admin: the dashboard figures and the logs. */
import { defineEndpoints, staffWith } from './endpoint.js';

export const adminEndpoints = defineEndpoints('admin', {
  overview: { method: 'GET', path: '/api/admin/overview', access: staffWith('dashboard_access') },
  auditLog: { method: 'GET', path: '/api/admin/audit-log', access: staffWith('roles_manage') },
  securityEvents: {
    method: 'GET',
    path: '/api/admin/security-events',
    access: staffWith('system_admin'),
  },
});
