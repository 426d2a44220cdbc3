/**
 * Admin → Books quality: the books readers added to the shared catalogue through their
 * imports, newest first, with who added each, when and from which file, so staff can check
 * what the community brought in.
 */
import type { ReaderAddedBook } from '@contracts/books-quality';
import { paths } from '@contracts/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '@/components/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { useReaderAddedBooks } from '../api/use-reader-added-books';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const number = new Intl.NumberFormat('en');
const importSourceLabels = { goodreads: 'Goodreads', storygraph: 'StoryGraph' } as const;

function AddedBy({ person }: { person: ReaderAddedBook['addedBy'] }) {
  if (!person) return <span className="text-muted-foreground">A reader (account deleted)</span>;
  return (
    <Link
      to={paths.userProfile(person.username)}
      className="whitespace-nowrap font-medium hover:underline"
    >
      {person.fullName || person.username}
      <span className="block text-xs font-normal text-muted-foreground">@{person.username}</span>
    </Link>
  );
}

function Source({ from }: { from: ReaderAddedBook['fromImport'] }) {
  if (!from) return <span className="text-muted-foreground">Reader import (no longer kept)</span>;
  return (
    <span>
      {importSourceLabels[from.source]} import
      <span className="block max-w-48 truncate text-xs text-muted-foreground" title={from.fileName}>
        {from.fileName}
      </span>
    </span>
  );
}

export function BooksQualitySection() {
  const [page, setPage] = useState(1);
  const added = useReaderAddedBooks(page);
  const pages = added.data ? Math.max(1, Math.ceil(added.data.total / added.data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Books quality</h1>
        <p className="text-sm text-muted-foreground">
          Books readers added to the catalogue when their import named a book it lacked, newest
          first.{' '}
          {added.data &&
            `${number.format(added.data.total)} ${added.data.total === 1 ? 'book' : 'books'}.`}
        </p>
      </div>
      {added.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : added.isError ? (
        <p className="text-danger">The list could not be loaded: {added.error.message}</p>
      ) : added.data.books.length === 0 ? (
        <p className="rounded-xl border border-line p-6 text-center text-sm text-muted-foreground">
          No reader has added a book yet.
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-muted text-xs uppercase tracking-wider text-muted-foreground">
              <tr>
                {['Title', 'Author(s)', 'ISBN', 'Added by', 'When', 'Source'].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {added.data.books.map(({ book, addedBy, addedAt, fromImport }) => (
                <tr key={book.id} className="align-top">
                  <td className="px-4 py-3">
                    <Link to={book.path} className="font-medium hover:underline">
                      {book.title}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    {book.authors.length > 0 ? (
                      book.authors.map((author) => author.name).join(', ')
                    ) : (
                      <span className="text-muted-foreground">—</span>
                    )}
                  </td>
                  <td className="px-4 py-3 font-mono text-xs">
                    {book.isbn ?? <span className="font-sans text-muted-foreground">none</span>}
                  </td>
                  <td className="px-4 py-3">
                    <AddedBy person={addedBy} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                    {when.format(new Date(addedAt))}
                  </td>
                  <td className="px-4 py-3">
                    <Source from={fromImport} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <Pager label="Pages of added books" page={page} pageCount={pages} onPage={setPage} />
      )}
    </div>
  );
}
