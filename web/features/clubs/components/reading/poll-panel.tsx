/**
 * The club's poll for its next book: the books with their votes, the member's vote (a button
 * per book, pressed for the one voted for), and for hosts closing it — picking among tied
 * leaders — or opening a new one.
 */
import type { ClubPoll, ClubReading } from '@contracts/club-reading';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { BookCover } from '@/components/ui/book-cover';
import { Button } from '@/components/ui/button';
import { readingWrites, useReadingWrite } from '@/features/clubs/api/use-club-reading';
import { PollForm } from './poll-form';

export function PollPanel({ clubId, reading }: { clubId: string; reading: ClubReading }) {
  const { poll, abilities } = reading;
  const [opening, setOpening] = useState(false);
  const canOpen = abilities.managePoll && poll?.status !== 'open';
  if (!poll && !abilities.managePoll) return null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {poll?.status === 'open' ? 'Vote for the next book' : 'Next book poll'}
        </h3>
        {canOpen && !opening && (
          <Button variant="outline" size="sm" onClick={() => setOpening(true)}>
            Open a poll
          </Button>
        )}
      </div>
      {opening && <PollForm clubId={clubId} onDone={() => setOpening(false)} />}
      {poll && <PollResults clubId={clubId} poll={poll} reading={reading} />}
      {!poll && !opening && (
        <p className="text-sm text-muted-foreground">
          Offer members 2 to 5 books and let them choose what the club reads next.
        </p>
      )}
    </div>
  );
}

function PollResults({
  clubId,
  poll,
  reading,
}: {
  clubId: string;
  poll: ClubPoll;
  reading: ClubReading;
}) {
  const writes = readingWrites(clubId);
  const vote = useReadingWrite(clubId, writes.vote, { success: 'Your vote is in' });
  const close = useReadingWrite(clubId, writes.closePoll, {
    success: 'The poll is closed: the club has its next book',
    refreshClub: true,
  });
  const open = poll.status === 'open';
  const tied = poll.leaders.length > 1 && poll.totalVotes > 0;
  const [pick, setPick] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label="Books in the poll">
        {poll.candidates.map(({ book, votes }) => {
          const share = poll.totalVotes ? Math.round((votes / poll.totalVotes) * 100) : 0;
          const mine = poll.myVote === book.id;
          const won = poll.winnerId === book.id;
          return (
            <li
              key={book.id}
              className="flex items-center gap-3 rounded-xl border border-line p-3"
              data-testid="poll-candidate"
            >
              <BookCover url={book.coverUrl} title={book.title} size="sm" />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="truncate font-medium">
                  {book.title}
                  {won && <span className="ml-2 text-sm text-primary">Chosen</span>}
                </p>
                <div className="h-2 rounded-full bg-surface-muted" aria-hidden>
                  <div className="h-2 rounded-full bg-primary" style={{ width: `${share}%` }} />
                </div>
                <p className="text-xs text-muted-foreground">
                  {votes} {votes === 1 ? 'vote' : 'votes'}
                </p>
              </div>
              {open && reading.abilities.vote && (
                <Button
                  variant={mine ? 'primary' : 'outline'}
                  size="sm"
                  aria-pressed={mine}
                  aria-label={`Vote for ${book.title}`}
                  disabled={vote.isPending}
                  onClick={() => vote.mutate({ pollId: poll.id, workId: book.id })}
                >
                  {mine && <Check className="h-4 w-4" aria-hidden />}
                  {mine ? 'Voted' : 'Vote'}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground">
        {poll.totalVotes} {poll.totalVotes === 1 ? 'vote' : 'votes'} so far
        {!open && poll.closedAt && ` · closed ${new Date(poll.closedAt).toLocaleDateString()}`}
      </p>
      {open && reading.abilities.managePoll && (
        <div className="flex flex-wrap items-end gap-3 rounded-xl bg-surface-muted/60 p-3">
          {tied && (
            <label className="space-y-1 text-sm">
              <span className="block font-medium">The vote is tied: choose the winner</span>
              <select
                className="h-9 rounded-lg border border-line bg-surface px-2"
                value={pick ?? ''}
                onChange={(event) => setPick(event.target.value || null)}
              >
                <option value="">Choose a book</option>
                {poll.candidates
                  .filter((c) => poll.leaders.includes(c.book.id))
                  .map((c) => (
                    <option key={c.book.id} value={c.book.id}>
                      {c.book.title}
                    </option>
                  ))}
              </select>
            </label>
          )}
          <Button
            size="sm"
            disabled={close.isPending || (tied && !pick)}
            onClick={() => close.mutate({ pollId: poll.id, winnerId: tied ? pick : null })}
          >
            Close the poll
          </Button>
        </div>
      )}
    </div>
  );
}
