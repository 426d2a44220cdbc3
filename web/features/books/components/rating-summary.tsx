/** Bookhive readers' ratings of a book: the average, the count and the spread across stars. */
import type { BookDetail } from '@contracts/books';
import { StarRating } from '@/components/ui/star-rating';
import { plural } from '@/lib/plural';

export function RatingSummary({ book }: { book: BookDetail }) {
  const { community, sourceRating } = book;
  const most = Math.max(1, ...community.distribution);
  return (
    <div className="space-y-4">
      {community.count > 0 && community.average !== null ? (
        <div className="flex items-center gap-4">
          <span className="text-4xl font-bold">{community.average.toFixed(1)}</span>
          <div>
            <StarRating value={community.average} size="h-5 w-5" />
            <p className="text-sm text-muted-foreground">
              {plural(community.count, 'Bookhive rating')}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          No Bookhive reader has rated this book yet. Be the first.
        </p>
      )}
      {community.count > 0 && (
        <dl className="space-y-1.5">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = community.distribution[stars - 1] ?? 0;
            return (
              <div key={stars} className="flex items-center gap-3 text-sm">
                <dt className="w-14 shrink-0 text-muted-foreground">
                  {stars} {stars === 1 ? 'star' : 'stars'}
                </dt>
                <dd className="flex flex-1 items-center gap-3">
                  <span
                    className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
                    aria-hidden
                  >
                    <span
                      className="block h-full rounded-full bg-amber-400"
                      style={{ width: `${(count / most) * 100}%` }}
                    />
                  </span>
                  <span className="w-10 text-right tabular-nums text-muted-foreground">
                    {count}
                  </span>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {sourceRating && (
        <p className="text-xs text-muted-foreground">
          Elsewhere: {sourceRating.average.toFixed(2)} average from{' '}
          {plural(sourceRating.count, 'rating')} in the catalogues it came from.
        </p>
      )}
    </div>
  );
}
