/** The top of a club's page: its cover, name, category, visibility, price, seats and actions. */
import type { ClubPage } from '@contracts/clubs';
import { paths } from '@contracts/paths';
import { Lock, Settings, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { clubPriceLabel, memberCountLabel } from '../lib/club-labels';
import { ClubActionButton } from './club-action-button';
import { ClubCover, clubGradient } from './club-cover';
import { MembershipBadge } from './membership-badge';

export function ClubHeader({ page }: { page: ClubPage }) {
  const { club, abilities } = page;
  const price = clubPriceLabel(club.pricePerMonth);
  // Moderators manage the invitations there.
  const manages =
    abilities.edit || abilities.manageRequests || abilities.transferOwnership || abilities.delete;
  return (
    <header className="overflow-hidden rounded-3xl border border-line bg-surface shadow-sm">
      <div
        className="h-24 sm:h-32"
        style={{ background: clubGradient(club.name, 'banner') }}
        aria-hidden
      />
      <div className="flex flex-col gap-4 px-5 pb-6 sm:flex-row sm:gap-6 sm:px-8">
        <ClubCover
          name={club.name}
          avatarUrl={club.avatarUrl}
          className="-mt-12 h-24 w-24 rounded-2xl text-3xl ring-4 ring-surface sm:-mt-14 sm:h-28 sm:w-28 sm:text-4xl"
        />
        <div className="min-w-0 flex-1 space-y-2 sm:pt-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{club.category}</Badge>
            <Badge>
              {club.visibility === 'private' && <Lock className="h-3.5 w-3.5" aria-hidden />}
              {club.visibility === 'public' ? 'Public' : 'Private'}
            </Badge>
            <Badge tone={price === 'Free' ? 'success' : 'primary'}>{price}</Badge>
            {club.suspended && <Badge tone="danger">Suspended</Badge>}
            <MembershipBadge membership={club.membership} />
          </div>
          <h1 className="break-words text-3xl font-bold tracking-tight">{club.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <UsersRound className="h-4 w-4" aria-hidden />
            <span data-testid="club-member-count">{memberCountLabel(club)}</span>
            {club.isFull && <Badge tone="warning">Full</Badge>}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2 sm:justify-end sm:pt-4">
          <ClubActionButton page={page} />
          {manages && (
            <Link to={paths.clubSettings(club.slug)} className={buttonClasses('outline')}>
              <Settings className="h-4 w-4" aria-hidden /> Manage club
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
