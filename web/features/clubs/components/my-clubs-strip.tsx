/** A member's own clubs, and the ones they asked to join, in a row above the search. */
import type { ClubCard } from '@contracts/clubs';
import { Link } from 'react-router';
import { ClubCover } from './club-cover';
import { MembershipBadge } from './membership-badge';

export function MyClubsStrip({ clubs }: { clubs: ClubCard[] }) {
  if (clubs.length === 0) return null;
  return (
    <section aria-labelledby="my-clubs-heading" className="space-y-3">
      <h2 id="my-clubs-heading" className="text-lg font-semibold">
        My clubs
      </h2>
      <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2">
        {clubs.map((club) => (
          <li key={club.id} className="shrink-0">
            <Link
              to={club.path}
              className="flex w-64 items-center gap-3 rounded-2xl border border-line bg-surface p-3 transition hover:border-primary/50"
            >
              <ClubCover
                name={club.name}
                avatarUrl={club.avatarUrl}
                className="h-12 w-12 rounded-lg text-base"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold">{club.name}</span>
                <span className="mt-1 block">
                  <MembershipBadge membership={club.membership} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
