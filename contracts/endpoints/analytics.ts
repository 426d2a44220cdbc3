/** Endpoints of field measurements: the web app's vitals reports and their staff view. */
import { anyone, defineEndpoints, staffWith } from './endpoint.js';

export const analyticsEndpoints = defineEndpoints('analytics', {
  reportVitals: { method: 'POST', path: '/api/vitals', access: anyone },
  vitals: {
    method: 'GET',
    path: '/api/admin/analytics/vitals',
    access: staffWith('seo_operations_access'),
  },
});
