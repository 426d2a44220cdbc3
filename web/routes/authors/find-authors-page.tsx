/** /find-authors — the author directory (for members: signed-out readers get the invitation). */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthors } from '@/features/authors/api/use-authors';
import { AuthorCard } from '@/features/authors/components/author-card';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  usePageTitle('Find Authors');
  const { isSignedIn, isLoading } = useSession();
  const [query, setQuery] = useState('');
  const authors = useAuthors(query);
  if (isLoading) return <Skeleton className="m-8 h-64" />;
  if (!isSignedIn) return <SignInRequired feature="authors" />;
  const list = authors.data?.pages.flatMap((p) => p.authors) ?? [];
  return (
    <div className="space-y-6 px-4 py-10">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Find Authors</h1>
        <Input
          type="search"
          aria-label="Search authors"
          placeholder="Search authors by name"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="h-12 max-w-xl rounded-2xl"
        />
      </header>
      {authors.isPending ? (
        <Skeleton className="h-64" />
      ) : authors.isError ? (
        <p role="alert" className="text-danger">
          Authors could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void authors.refetch()}>
            Try again
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-muted-foreground">
          No authors match “{query}”.
        </p>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((author) => (
              <li key={author.id}>
                <AuthorCard author={author} />
              </li>
            ))}
          </ul>
          {authors.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                disabled={authors.isFetchingNextPage}
                onClick={() => void authors.fetchNextPage()}
              >
                More authors
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
