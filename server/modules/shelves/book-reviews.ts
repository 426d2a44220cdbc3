/** Bookhive readers' reviews of a book, as its page lists them (moved out of the service's file). */
import type { BookReview, ShelfStatus } from '../../../contracts/shelves.js';
import type { Db } from '../../platform/db/database.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { ratingNumber } from './shelves.presenter.js';
import { prepareReviewPages } from './shelves.queries.js';

/** Reads a work's reviews, newest first, ten a page, with who wrote them. */
export function createBookReviews(db: Db, profiles: ProfilesService) {
  const reviewPages = prepareReviewPages(db);
  return async (
    workId: string,
    page: number,
  ): Promise<{ reviews: BookReview[]; page: number; hasMore: boolean }> => {
    const perPage = 10;
    const rows = await reviewPages(workId, perPage + 1, (page - 1) * perPage);
    const onPage = rows.slice(0, perPage);
    const reviewers = new Map(
      (await profiles.publicNames(onPage.map((row) => row.userId))).map((p) => [p.id, p]),
    );
    const reviews = onPage.flatMap((row) => {
      const reviewer = reviewers.get(row.userId);
      if (!reviewer) return [];
      return [
        {
          id: row.id,
          reviewer: {
            id: reviewer.id,
            username: reviewer.username,
            fullName: reviewer.fullName,
            avatarUrl: reviewer.avatarUrl,
          },
          rating: ratingNumber(row.rating),
          review: row.review,
          reviewHasSpoilers: row.reviewHasSpoilers,
          status: row.status as ShelfStatus,
          dateRead: row.dateRead,
          reviewedAt: (row.reviewedAt ?? row.updatedAt).toISOString(),
        },
      ];
    });
    return { reviews, page, hasMore: rows.length > perPage };
  };
}
