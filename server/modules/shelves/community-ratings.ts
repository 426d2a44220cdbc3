/**
 * Bookhive readers' ratings of works, for anything that shows a book: what the books module
 * asks for (books/ratings-source.ts), kept apart from the shelves service.
 */
import type { Db } from '../../platform/db/database.js';
import type { CommunityRatings } from '../books/ratings-source.js';
import { prepareRatingsForWorks, ratingDistribution } from './shelves.queries.js';

export function createCommunityRatings(db: Db): CommunityRatings {
  const ratingsForWorks = prepareRatingsForWorks(db);
  return {
    async forWorks(workIds) {
      const rows = await ratingsForWorks(workIds);
      return new Map(rows.map((row) => [row.workId, { average: row.average, count: row.count }]));
    },
    async summary(workId) {
      const rows = await ratingDistribution(db, workId);
      const distribution = [1, 2, 3, 4, 5].map(
        (stars) => rows.find((row) => row.stars === stars)?.count ?? 0,
      );
      const count = distribution.reduce((a, b) => a + b, 0);
      const [one] = (await ratingsForWorks([workId])).map((row) => row.average);
      return {
        average: count > 0 && one !== undefined ? Math.round(one * 100) / 100 : null,
        count,
        distribution,
      };
    },
  };
}
