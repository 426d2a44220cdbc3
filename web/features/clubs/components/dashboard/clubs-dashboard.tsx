/**
 * The dashboard's club parts (SPEC §7's prefetch reads): my clubs (approved, up to 20), the
 * latest announcements of my clubs (10) and invitations sent to my e-mail (5), each with
 * Accept. Its own chunk: the dashboard's first paint does not wait for it.
 */
import { paths } from '@contracts/paths';
import { Mail, Megaphone, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyBroadcasts } from '@/features/clubs/api/use-broadcasts';
import { useAcceptMyInvitation, useMyInvitations } from '@/features/clubs/api/use-invitations';
import { useMyClubs } from '@/features/clubs/api/use-my-clubs';
import { notify } from '@/lib/notify';
import { ClubCover } from '../club-cover';

/** SPEC §7: approved memberships, at most 20. */
const myClubsShown = 20;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function Panel({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
          {icon} {title}
        </h2>
        <div className="mt-3">{children}</div>
      </section>
    </Card>
  );
}

function Invitations() {
  const { data, isPending } = useMyInvitations();
  const accept = useAcceptMyInvitation();
  const navigate = useNavigate();
  if (isPending || !data || data.invitations.length === 0) return null;
  return (
    <Panel
      id="my-invitations"
      title="Invitations for you"
      icon={<Mail className="h-5 w-5 text-primary" aria-hidden />}
    >
      <ul className="divide-y divide-line">
        {data.invitations.map(({ id, club, invitedBy }) => (
          <li key={id} className="flex items-center gap-3 py-3">
            <ClubCover
              name={club.name}
              avatarUrl={club.avatarUrl}
              className="h-10 w-10 rounded-lg text-sm"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold">{club.name}</p>
              <p className="truncate text-xs text-muted-foreground">
                {invitedBy ? `From @${invitedBy.username}` : 'An invitation'} · {club.category}
              </p>
            </div>
            <Button
              size="sm"
              disabled={accept.isPending}
              aria-label={`Accept the invitation to ${club.name}`}
              onClick={() =>
                accept.mutate(id, {
                  onSuccess: (joined) => {
                    notify.success(`Welcome to ${joined.name}!`);
                    void navigate(joined.path);
                  },
                })
              }
            >
              Accept
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function MyClubs() {
  const { data, isPending } = useMyClubs(true);
  const clubs = (data?.clubs ?? [])
    .filter((club) => club.membership?.status === 'approved')
    .slice(0, myClubsShown);
  return (
    <Panel
      id="my-clubs"
      title="My clubs"
      icon={<UsersRound className="h-5 w-5 text-primary" aria-hidden />}
    >
      {isPending ? (
        <Skeleton className="h-16" />
      ) : clubs.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          You are not in a club yet.{' '}
          <Link to={paths.bookClubs} className="font-medium text-primary underline">
            Find one to join
          </Link>
        </p>
      ) : (
        <ul aria-label="My clubs" className="grid gap-2 sm:grid-cols-2">
          {clubs.map((club) => (
            <li key={club.id}>
              <Link
                to={club.path}
                className="flex items-center gap-3 rounded-xl p-2 transition hover:bg-surface-muted"
              >
                <ClubCover
                  name={club.name}
                  avatarUrl={club.avatarUrl}
                  className="h-10 w-10 rounded-lg text-sm"
                />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold">{club.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {club.currentBook ? `Reading ${club.currentBook.title}` : club.category}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Announcements() {
  const { data, isPending } = useMyBroadcasts();
  if (isPending) return <Skeleton className="h-32" />;
  if (!data || data.broadcasts.length === 0) return null;
  return (
    <Panel
      id="club-announcements"
      title="Club announcements"
      icon={<Megaphone className="h-5 w-5 text-primary" aria-hidden />}
    >
      <ul className="space-y-3">
        {data.broadcasts.map((broadcast) => (
          <li key={broadcast.id} className="rounded-xl bg-surface-muted/50 p-3">
            <p className="text-xs text-muted-foreground">
              <Link to={broadcast.club.path} className="font-medium text-primary hover:underline">
                {broadcast.club.name}
              </Link>{' '}
              ·{' '}
              <time dateTime={broadcast.createdAt}>
                {when.format(new Date(broadcast.createdAt))}
              </time>
            </p>
            <p className="mt-1 break-words text-sm font-semibold">{broadcast.title}</p>
            <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-sm text-muted-foreground">
              {broadcast.body}
            </p>
          </li>
        ))}
      </ul>
      <Link to={paths.bookClubs} className={buttonClasses('ghost', 'sm', 'mt-3')}>
        Browse clubs
      </Link>
    </Panel>
  );
}

export default function ClubsDashboard() {
  return (
    <div className="space-y-6">
      <Invitations />
      <MyClubs />
      <Announcements />
    </div>
  );
}
