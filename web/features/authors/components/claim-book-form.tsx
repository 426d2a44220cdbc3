/** A verified author claims a book for their page: find it, add a note, send it for review. */
import type { BookSummary } from '@contracts/books';
import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { BookCover } from '@/components/ui/book-cover';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useBookSearch } from '@/lib/book-search';
import { notify } from '@/lib/notify';
import { useClaimBook } from '../api/use-author-dashboard';

export function ClaimBookForm() {
  const claim = useClaimBook();
  const [query, setQuery] = useState('');
  // What was last searched: the search runs when the form is sent, not as the author types.
  const [submitted, setSubmitted] = useState('');
  const found = useBookSearch(submitted);
  const results = found.data?.pages[0]?.books.slice(0, 8) ?? null;
  const searching = found.isFetching;
  const [chosen, setChosen] = useState<BookSummary | null>(null);
  const [note, setNote] = useState('');

  useEffect(() => {
    if (found.isError) notify.error('Failed to search books');
  }, [found.isError]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(query.trim());
  };

  const submit = async () => {
    if (!chosen) return;
    try {
      await claim.mutateAsync({ workId: chosen.id, note });
      notify.success('Claim sent', `The team will review your claim for ${chosen.title}.`);
      setChosen(null);
      setNote('');
      setSubmitted('');
      setQuery('');
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'The claim could not be sent.');
    }
  };

  return (
    <div className="space-y-4">
      <form role="search" onSubmit={search} className="flex gap-2">
        <Input
          aria-label="Find the book to claim"
          placeholder="Title or ISBN"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={searching}>
          {searching ? <Spinner /> : <Search className="h-4 w-4" aria-hidden />} Search
        </Button>
      </form>
      {results && results.length === 0 && (
        <p className="text-sm text-muted-foreground">No books found. Try the ISBN.</p>
      )}
      {results && results.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2">
          {results.map((book) => (
            <li key={book.id}>
              <button
                type="button"
                aria-pressed={chosen?.id === book.id}
                onClick={() => setChosen(book)}
                className="flex w-full items-center gap-3 rounded-xl border border-line p-2 text-left hover:border-primary/50 aria-pressed:border-primary aria-pressed:bg-primary/5"
              >
                <BookCover url={book.coverUrl} title={book.title} size="sm" />
                <span className="min-w-0 text-sm">
                  <span className="block truncate font-medium">{book.title}</span>
                  <span className="block truncate text-muted-foreground">
                    {book.authors.map((a) => a.name).join(', ')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <div className="space-y-3 rounded-xl border border-primary/30 bg-primary/5 p-4">
          <p className="text-sm">
            Claiming <strong>{chosen.title}</strong>
          </p>
          <Field label="Note for the team (optional)">
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                value={note}
                maxLength={1000}
                onChange={(e) => setNote(e.target.value)}
                placeholder="e.g. This is the UK edition of my novel."
              />
            )}
          </Field>
          <Button onClick={() => void submit()} disabled={claim.isPending}>
            {claim.isPending && <Spinner />} Send claim
          </Button>
        </div>
      )}
    </div>
  );
}
