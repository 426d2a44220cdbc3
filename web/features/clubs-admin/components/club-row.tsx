/**
 * One club in the back-office's list: its cover or initials, its name (which opens it), whether
 * it is private or suspended, its category, size, owner, age and current book.
 */
import type { AdminClub } from '@contracts/clubs-admin';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { plural } from '@/lib/plural';
import { clubLink } from './club-link';
import { ClubBadges, formatDay } from './club-facts';

export function ClubRow({ club }: { club: AdminClub }) {
  const [params] = useSearchParams();
  return (
    <article
      aria-label={club.name}
      className="flex gap-3 rounded-xl border border-line bg-surface p-4 text-sm"
    >
      <Avatar url={club.avatarUrl} name={club.name} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={clubLink(params, club.id)}
            dir="auto"
            className="text-base font-semibold break-words hover:underline focus-visible:underline"
          >
            {club.name}
          </Link>
          <ClubBadges club={club} />
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <Badge>{club.category}</Badge>
          <span>
            {plural(club.memberCount, 'member')}
            {club.memberLimit !== null && ` of ${club.memberLimit.toLocaleString('en')}`}
          </span>
          <span>owned by {club.owner ? `@${club.owner.username}` : 'a former member'}</span>
          <span>
            started <time dateTime={club.createdAt}>{formatDay(club.createdAt)}</time>
          </span>
          {club.currentBookTitle && (
            <span className="min-w-0 break-words">reading {club.currentBookTitle}</span>
          )}
        </p>
      </div>
    </article>
  );
}
