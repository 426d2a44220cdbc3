/**
 * What a club is, for staff: the facts side by side (owner, category, visibility, members,
 * requests, bans, dates, current book), then its description and rules as written, and its
 * hosts.
 */
import type { AdminClubDetail } from '@contracts/clubs-admin';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { plural } from '@/lib/plural';
import { formatMoment } from './club-facts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function Written({ title, text, empty }: { title: string; text: string; empty: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {text ? (
          <p className="text-sm break-words whitespace-pre-wrap">{text}</p>
        ) : (
          <p className="text-sm text-muted-foreground">{empty}</p>
        )}
      </CardContent>
    </Card>
  );
}

export function ClubFactsList({ detail }: { detail: AdminClubDetail }) {
  const { club, memberships, hosts } = detail;
  const limit =
    club.memberLimit === null ? 'no limit' : `a limit of ${club.memberLimit.toLocaleString('en')}`;
  return (
    <>
      <Card>
        <CardContent className="pt-6">
          <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Fact term="Owner">
              {club.owner
                ? `${club.owner.fullName || club.owner.username} (@${club.owner.username})`
                : 'A former member'}
            </Fact>
            <Fact term="Category">{club.category}</Fact>
            <Fact term="Visibility">
              {club.visibility === 'public'
                ? 'Public: anyone may join'
                : 'Private: members ask to join'}
            </Fact>
            <Fact term="Members">
              {plural(memberships.approved, 'member')}, {limit}
            </Fact>
            <Fact term="Waiting and banned">
              {plural(memberships.pending, 'request')} waiting, {plural(memberships.banned, 'ban')}
            </Fact>
            <Fact term="Current book">{club.currentBookTitle ?? 'None chosen'}</Fact>
            <Fact term="Started">
              <time dateTime={club.createdAt}>{formatMoment(club.createdAt)}</time>
            </Fact>
            <Fact term="Last changed">
              <time dateTime={club.updatedAt}>{formatMoment(club.updatedAt)}</time>
            </Fact>
          </dl>
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Written title="Description" text={club.description} empty="No description." />
        <Written title="Rules" text={club.rules} empty="No rules written." />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Hosts</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2 text-sm">
            {hosts.map((host) => (
              <li key={host.id} className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{host.fullName || host.username}</span>
                <span className="text-muted-foreground">@{host.username}</span>
                <span className="text-xs text-muted-foreground">
                  {host.role === 'owner' ? 'owner' : 'moderator'}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
