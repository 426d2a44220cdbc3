/**
 * A club in a list (/book-clubs): its cover, name, category, price, seats, the book it reads,
 * whether it is public, and the viewer's place in it. The whole card opens the club.
 */
import type { ClubCard as Club } from '@contracts/clubs';
import { Lock, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { BookCover } from '@/components/ui/book-cover';
import { clubPriceLabel, memberCountLabel } from '../lib/club-labels';
import { ClubCover, clubGradient } from './club-cover';
import { MembershipBadge } from './membership-badge';

export function ClubCard({ club }: { club: Club }) {
  const price = clubPriceLabel(club.pricePerMonth);
  return (
    <article className="group relative flex w-full flex-col rounded-2xl border border-line bg-surface shadow-sm transition focus-within:ring-2 focus-within:ring-primary/60 hover:border-primary/40 hover:shadow-lg">
      <div
        className="h-16 rounded-t-2xl"
        style={{ background: clubGradient(club.name, 'banner') }}
        aria-hidden
      />
      <div className="-mt-9 flex flex-1 flex-col px-5 pb-5">
        <div className="flex items-end justify-between gap-3">
          <ClubCover
            name={club.name}
            avatarUrl={club.avatarUrl}
            className="h-16 w-16 rounded-xl text-xl ring-4 ring-surface"
          />
          <Badge tone={price === 'Free' ? 'success' : 'primary'}>{price}</Badge>
        </div>
        <h3 className="mt-3 text-lg font-semibold leading-snug">
          {/* The link covers the card, so the whole card opens the club. */}
          <Link
            to={club.path}
            className="break-words outline-none after:absolute after:inset-0 after:rounded-2xl"
          >
            {club.name}
          </Link>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span>{club.category}</span>
          <span aria-hidden>·</span>
          <span className="inline-flex items-center gap-1">
            {club.visibility === 'private' && <Lock className="h-3.5 w-3.5" aria-hidden />}
            {club.visibility === 'public' ? 'Public' : 'Private'}
          </span>
        </p>
        {club.description && (
          <p className="mt-3 line-clamp-2 text-sm text-muted-foreground">{club.description}</p>
        )}
        {club.currentBook && (
          <div className="mt-4 flex items-center gap-3 rounded-xl bg-surface-muted/60 p-2">
            <BookCover url={club.currentBook.coverUrl} title={club.currentBook.title} size="sm" />
            <p className="min-w-0 text-xs text-muted-foreground">
              Now reading
              <span className="mt-0.5 block truncate text-sm font-medium text-foreground">
                {club.currentBook.title}
              </span>
            </p>
          </div>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-4 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <UsersRound className="h-4 w-4" aria-hidden />
            {memberCountLabel(club)}
            {club.isFull && (
              <Badge tone="warning" className="ml-1">
                Full
              </Badge>
            )}
          </span>
          <MembershipBadge membership={club.membership} />
        </div>
      </div>
    </article>
  );
}
