/** An author's page: who they are and their books, most read first. */
import type { AuthorPage } from '@contracts/books';
import type { BookSummary } from '@contracts/books';
import { BadgeCheck, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';

export function AuthorPageView({
  page,
  renderBooks,
}: {
  page: AuthorPage;
  renderBooks: (books: BookSummary[]) => ReactNode;
}) {
  const { author } = page;
  return (
    <div className="space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-center gap-5">
        <Avatar url={author.photoUrl} name={author.name} size="xl" />
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
            {author.name}
            {author.verified && (
              <Badge tone="primary">
                <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> Verified author
              </Badge>
            )}
          </h1>
          <p className="mt-1 text-muted-foreground">
            {author.bookCount} {author.bookCount === 1 ? 'book' : 'books'} on Bookhive
          </p>
          {author.website && (
            <a
              href={author.website}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex items-center gap-1.5 text-sm text-primary hover:underline"
            >
              <Globe className="h-4 w-4" aria-hidden /> Website
            </a>
          )}
        </div>
      </header>
      {author.bio && (
        <p className="max-w-prose whitespace-pre-line leading-relaxed">{author.bio}</p>
      )}
      <section aria-labelledby="books-heading" className="space-y-4">
        <h2 id="books-heading" className="text-xl font-semibold">
          Books
        </h2>
        {renderBooks(page.books)}
      </section>
    </div>
  );
}
