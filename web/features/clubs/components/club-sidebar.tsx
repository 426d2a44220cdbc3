/** Beside a club's sections: who hosts it, and the club at a glance. */
import type { ClubPage } from '@contracts/clubs';
import { paths } from '@contracts/paths';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { clubPriceLabel, memberCountLabel } from '../lib/club-labels';

// Formatted in UTC with a fixed locale, so the server's page and the browser's agree.
const founded = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const roleLabels = { owner: 'Owner', moderator: 'Moderator', member: 'Member' } as const;

export function ClubSidebar({ page }: { page: ClubPage }) {
  const { club, hosts } = page;
  const facts: [string, string][] = [
    ['Category', club.category],
    [
      'Visibility',
      club.visibility === 'public' ? 'Public: anyone may join' : 'Private: hosts let readers in',
    ],
    ['Price', clubPriceLabel(club.pricePerMonth)],
    ['Members', memberCountLabel(club)],
    ['Started', founded.format(new Date(club.createdAt))],
  ];
  return (
    <aside className="space-y-6">
      <section
        aria-labelledby="club-hosts-heading"
        className="rounded-2xl border border-line bg-surface p-5"
      >
        <h2
          id="club-hosts-heading"
          className="text-sm font-semibold uppercase tracking-wider text-muted-foreground"
        >
          Hosts
        </h2>
        <ul className="mt-3 space-y-3">
          {hosts.map((host) => (
            <li key={host.id} className="flex items-center gap-3">
              <Avatar url={host.avatarUrl} name={host.fullName || host.username} size="sm" />
              <div className="min-w-0">
                <Link
                  to={paths.publicProfile(host.username)}
                  className="block truncate text-sm font-medium hover:text-primary hover:underline"
                >
                  {host.fullName || host.username}
                </Link>
                <p className="text-xs text-muted-foreground">{roleLabels[host.role]}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="club-facts-heading"
        className="rounded-2xl border border-line bg-surface p-5"
      >
        <h2
          id="club-facts-heading"
          className="text-sm font-semibold uppercase tracking-wider text-muted-foreground"
        >
          At a glance
        </h2>
        <dl className="mt-3 space-y-2.5 text-sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </aside>
  );
}
