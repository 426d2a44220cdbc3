/** Readers' reviews of a book; a review marked as containing spoilers stays hidden until asked for. */
import { paths } from '@contracts/paths';
import type { BookReview } from '@contracts/shelves';
import { shelfStatusLabels } from '@contracts/shelf-statuses';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LocalTime } from '@/components/local-time';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';

function Review({ review }: { review: BookReview }) {
  const [revealed, setRevealed] = useState(!review.reviewHasSpoilers);
  const name = review.reviewer.fullName || review.reviewer.username;
  return (
    <article className="border-b border-line py-5 last:border-0">
      <header className="flex flex-wrap items-center gap-3">
        <Avatar url={review.reviewer.avatarUrl} name={name} size="sm" />
        <div>
          <Link
            to={paths.userProfile(review.reviewer.username)}
            className="font-semibold hover:underline"
          >
            {name}
          </Link>
          <p className="text-xs text-muted-foreground">
            {shelfStatusLabels[review.status]} · <LocalTime iso={review.reviewedAt} format="date" />
          </p>
        </div>
        {review.rating !== null && (
          <span className="ml-auto">
            <StarRating value={review.rating} />
          </span>
        )}
      </header>
      {revealed ? (
        // The server sanitised this HTML (allowed tags only, safe links).
        <div
          className="prose-review mt-3 space-y-2 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
          dangerouslySetInnerHTML={{ __html: review.review }}
        />
      ) : (
        <div className="mt-3 flex items-center gap-3 rounded-xl bg-surface-muted p-3 text-sm">
          <EyeOff className="h-4 w-4 text-muted-foreground" aria-hidden />
          <span>This review contains spoilers.</span>
          <Button variant="outline" size="sm" className="ml-auto" onClick={() => setRevealed(true)}>
            Show review
          </Button>
        </div>
      )}
    </article>
  );
}

export function ReviewList({
  reviews,
  hasMore,
  onMore,
  loadingMore,
}: {
  reviews: BookReview[];
  hasMore: boolean;
  onMore: () => void;
  loadingMore: boolean;
}) {
  if (reviews.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No reviews yet. Shelve this book and share what you thought.
      </p>
    );
  return (
    <div>
      {reviews.map((review) => (
        <Review key={review.id} review={review} />
      ))}
      {hasMore && (
        <Button variant="outline" className="mt-4" disabled={loadingMore} onClick={onMore}>
          More reviews
        </Button>
      )}
    </div>
  );
}
