/**
 * The club's Announcements (issue 11, item 6): what its hosts posted, newest first, kept live
 * for members; hosts get the form to post one (its own chunk: only hosts need it).
 */
import type { ClubBroadcast } from '@contracts/club-broadcasts';
import type { ClubPage } from '@contracts/clubs';
import { Megaphone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useClubBroadcasts } from '@/features/clubs/api/use-broadcasts';

const PostAnnouncementForm = lazy(() => import('./post-announcement-form'));

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Announcement({ broadcast }: { broadcast: ClubBroadcast }) {
  return (
    <li className="rounded-xl border border-line bg-surface-muted/40 p-4">
      <h3 className="break-words font-semibold">{broadcast.title}</h3>
      <p className="mt-0.5 text-xs text-muted-foreground">
        {broadcast.author
          ? `${broadcast.author.fullName || `@${broadcast.author.username}`} · `
          : ''}
        <time dateTime={broadcast.createdAt}>{when.format(new Date(broadcast.createdAt))}</time>
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed">
        {broadcast.body}
      </p>
    </li>
  );
}

export function AnnouncementsSection({ page }: { page: ClubPage }) {
  const list = useClubBroadcasts(page.club.id);
  if (list.isPending) return <Skeleton className="h-24" />;
  if (list.isError) return <p className="text-sm text-muted-foreground">{list.error.message}</p>;
  const { broadcasts, abilities } = list.data;
  return (
    <div className="space-y-4">
      {abilities.post && (
        <Suspense fallback={<Skeleton className="h-40" />}>
          <PostAnnouncementForm clubId={page.club.id} />
        </Suspense>
      )}
      {broadcasts.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Megaphone className="h-4 w-4" aria-hidden /> No announcements yet.
        </p>
      ) : (
        <ul aria-label="Announcements" className="space-y-3">
          {broadcasts.map((broadcast) => (
            <Announcement key={broadcast.id} broadcast={broadcast} />
          ))}
        </ul>
      )}
    </div>
  );
}
