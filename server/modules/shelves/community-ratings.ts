/**
 * Bookhive readers' ratings of works, for anything that shows a book. Kept apart from the
 * shelves service so the books module can use it without the two depending on each other.
 */
import type { Db } from '../../platform/db/database.js';
import { prepareRatingsForWorks } from './shelves.queries.js';

export interface CommunityRatings {
  forWorks(workIds: string[]): Promise<Map<string, { average: number; count: number }>>;
}

export function createCommunityRatings(db: Db): CommunityRatings {
  const ratingsForWorks = prepareRatingsForWorks(db);
  return {
    async forWorks(workIds) {
      const rows = await ratingsForWorks(workIds);
      return new Map(rows.map((row) => [row.workId, { average: row.average, count: row.count }]));
    },
  };
}
