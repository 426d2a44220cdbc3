/**
 * The endpoint of reading statistics (Reader Plus; served by the shelves module). A table of its
 * own: the statistics page imports it alone, not the shelves table the public pages share.
 */
import { defineEndpoints, member } from './endpoint.js';

export const readingStatsEndpoints = defineEndpoints('readingStats', {
  /** Refused with PLAN_REQUIRED to a member whose plan lacks reading statistics. */
  mine: { method: 'GET', path: '/api/shelves/me/reading-stats', access: member },
});
