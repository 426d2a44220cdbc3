/** A host offers 2 to 5 books from the catalogue for members to vote on. */
import { clubPollLimits } from '@contracts/club-reading-constants';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { readingWrites, useReadingWrite } from '@/features/clubs/api/use-club-reading';
import { BookPicker, type PickedBook } from '../club-form/book-picker';

export function PollForm({ clubId, onDone }: { clubId: string; onDone: () => void }) {
  const id = useId();
  const [books, setBooks] = useState<PickedBook[]>([]);
  const open = useReadingWrite(clubId, readingWrites(clubId).openPoll, {
    success: 'The poll is open: members are told',
  });
  const enough = books.length >= clubPollLimits.minCandidates;
  const full = books.length >= clubPollLimits.maxCandidates;
  return (
    <form
      className="space-y-3 rounded-xl border border-line p-4"
      aria-label="Open a poll"
      onSubmit={(event) => {
        event.preventDefault();
        open.mutate(
          books.map((b) => b.id),
          { onSuccess: onDone },
        );
      }}
    >
      <p className="text-sm text-muted-foreground">
        Offer {clubPollLimits.minCandidates} to {clubPollLimits.maxCandidates} books.
      </p>
      <ol className="space-y-2">
        {books.map((book, index) => (
          <li key={book.id}>
            <BookPicker
              id={`${id}-${index}`}
              value={book}
              onChange={() => setBooks(books.filter((b) => b.id !== book.id))}
            />
          </li>
        ))}
      </ol>
      {!full && (
        <div className="space-y-1">
          <label htmlFor={`${id}-new`} className="text-sm font-medium">
            Add a book
          </label>
          <BookPicker
            id={`${id}-new`}
            value={null}
            onChange={(book) => {
              if (book && !books.some((b) => b.id === book.id)) setBooks([...books, book]);
            }}
          />
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!enough || open.isPending}>
          Open the poll
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
