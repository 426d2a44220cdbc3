/** The club an invitation opens: its cover and banner, name, members and the book it reads. */
import type { ClubCard } from '@contracts/clubs';
import type { ClubPerson } from '@contracts/clubs';
import { Lock, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { BookCover } from '@/components/ui/book-cover';
import { memberCountLabel } from '../lib/club-labels';
import { ClubCover, clubGradient } from './club-cover';

export function InvitationClubCard({
  club,
  invitedBy,
  children,
}: {
  club: ClubCard;
  invitedBy: ClubPerson | null;
  /** The state of the invitation and what the viewer can do. */
  children: ReactNode;
}) {
  return (
    <article className="overflow-hidden rounded-2xl border border-line bg-surface shadow-lg">
      <div className="h-24" style={{ background: clubGradient(club.name, 'banner') }} aria-hidden />
      <div className="-mt-12 px-6 pb-6 sm:px-8 sm:pb-8">
        <ClubCover
          name={club.name}
          avatarUrl={club.avatarUrl}
          className="h-24 w-24 rounded-2xl text-3xl ring-4 ring-surface"
        />
        <p className="mt-4 text-sm font-medium text-primary">
          {invitedBy
            ? `${invitedBy.fullName || `@${invitedBy.username}`} invited you to join`
            : 'You are invited to join'}
        </p>
        <h1 className="mt-1 break-words text-3xl font-bold tracking-tight">{club.name}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{club.category}</span>
          <span className="inline-flex items-center gap-1">
            {club.visibility === 'private' && <Lock className="h-3.5 w-3.5" aria-hidden />}
            {club.visibility === 'public' ? 'Public club' : 'Private club'}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UsersRound className="h-4 w-4" aria-hidden /> {memberCountLabel(club)}
          </span>
        </p>
        {club.description && (
          <p className="mt-4 whitespace-pre-line break-words text-sm leading-relaxed">
            {club.description}
          </p>
        )}
        {club.currentBook && (
          <div className="mt-5 flex items-center gap-4 rounded-xl bg-surface-muted/60 p-3">
            <BookCover url={club.currentBook.coverUrl} title={club.currentBook.title} size="sm" />
            <p className="min-w-0 text-xs text-muted-foreground">
              Now reading
              <span className="mt-0.5 block break-words text-base font-semibold text-foreground">
                {club.currentBook.title}
              </span>
            </p>
          </div>
        )}
        <div className="mt-6">{children}</div>
      </div>
    </article>
  );
}
