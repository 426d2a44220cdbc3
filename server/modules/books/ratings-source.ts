/**
 * What the books module shows of Bookhive readers' ratings. The shelves module provides it
 * (shelves/community-ratings.ts) and app.ts passes it in: books never imports shelves, which
 * imports books, so the two modules are not a circle (decision 0007).
 */
import type { CommunityRatingSummary } from '../../../contracts/shelves.js';

export interface CommunityRatings {
  forWorks(workIds: string[]): Promise<Map<string, { average: number; count: number }>>;
  summary(workId: string): Promise<CommunityRatingSummary>;
}
