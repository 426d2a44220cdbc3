/**
 * Endpoints of affiliate links (issue 12): the click a "View on Amazon" link reports (anyone,
 * counted per book and day only), and the staff's view and tag (affiliates_view/edit).
 */
import { anyone, defineEndpoints, staffWith } from './endpoint.js';

export const affiliatesEndpoints = defineEndpoints('affiliates', {
  amazonClick: { method: 'POST', path: '/api/books/:workId/amazon-click', access: anyone },
  overview: {
    method: 'GET',
    path: '/api/admin/affiliates',
    access: staffWith('affiliates_view'),
  },
  updateTag: {
    method: 'PUT',
    path: '/api/admin/affiliates/amazon-tag',
    access: staffWith('affiliates_edit'),
  },
});
