/** An author in the directory: initials or photo, name, verified badge, book count, best-known books. */
import type { AuthorSummary } from '@contracts/books';
import { paths } from '@contracts/paths';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';

export function AuthorCard({ author }: { author: AuthorSummary }) {
  return (
    <Link
      to={paths.author(author.slug)}
      className="flex gap-4 rounded-2xl border border-line bg-surface p-4 transition hover:border-primary/50 hover:shadow-md"
    >
      <Avatar url={author.photoUrl} name={author.name} size="lg" />
      <div className="min-w-0">
        <p className="flex items-center gap-1.5 font-semibold">
          {author.name}
          {author.verified && (
            <BadgeCheck className="h-4 w-4 text-primary" aria-label="Verified author" />
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {author.bookCount} {author.bookCount === 1 ? 'book' : 'books'}
        </p>
        {author.knownFor.length > 0 && (
          <p className="mt-1 truncate text-sm">Known for {author.knownFor.join(', ')}</p>
        )}
      </div>
    </Link>
  );
}
