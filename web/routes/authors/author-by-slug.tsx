/** Loads and shows an author's page; unknown authors are not found. */
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthor } from '@/features/authors/api/use-author';
import { AuthorPageView } from '@/features/authors/components/author-page-view';
import { BookResults } from '@/features/books/components/book-results';
import { wholeList } from '@/features/books/lib/book-list-query';
import { ShelfControls } from '@/features/shelves/components/shelf-controls';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { Page as NotFoundPage } from '../not-found-page';

export function AuthorBySlug({ slug }: { slug: string }) {
  const author = useAuthor(slug);
  usePageTitle(author.data?.author.name ?? 'Author');
  if (author.isPending) return <Skeleton className="m-8 h-64" />;
  if (author.error instanceof ApiError && author.error.status === 404) return <NotFoundPage />;
  if (author.isError) throw author.error;
  return (
    <AuthorPageView
      page={author.data}
      renderBooks={(books) => (
        <BookResults
          query={wholeList(books, author)}
          renderActions={(book) => <ShelfControls book={book} compact />}
        />
      )}
    />
  );
}
