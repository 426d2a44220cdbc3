/** /forum/c/:slug: a community's chapters (counts, unread badges) and its latest threads. */
import { paths } from '@contracts/paths';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/plural';
import { usePageTitle } from '@/lib/use-page-title';
import { useCommunity } from '../api/forum-queries';
import { useLiveForumLists } from '../api/use-live-thread';
import { ForumHeader } from './forum-header';
import { ForumQueryState } from './query-state';
import { ThreadList } from './thread-list';

export function CommunityView({ slug }: { slug: string }) {
  const query = useCommunity(slug);
  usePageTitle(query.data ? `${query.data.community.name} · Forum` : 'Forum');
  useLiveForumLists();
  if (!query.isSuccess)
    return (
      <Shell>
        <ForumQueryState query={query} />
      </Shell>
    );
  const { community, chapters, latestThreads, abilities } = query.data;
  return (
    <Shell>
      <ForumHeader
        crumbs={[{ label: community.name, to: paths.forumCommunity(community.slug) }]}
        title={community.name}
        description={community.description}
        actions={
          abilities.createChapter && (
            <Button asChild variant="outline">
              <Link to={paths.forumCreateChapter(community.slug)}>
                <Plus className="h-4 w-4" aria-hidden />
                Start a chapter
              </Link>
            </Button>
          )
        }
      />
      <section aria-labelledby="chapters-heading" className="space-y-3">
        <h2 id="chapters-heading" className="text-xl font-semibold">
          Chapters
        </h2>
        {chapters.length === 0 ? (
          <p className="text-sm text-muted-foreground">No chapters yet.</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
            {chapters.map((chapter) => (
              <li key={chapter.id} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <Link
                    to={paths.forumChapter(community.slug, chapter.slug)}
                    className="font-semibold hover:text-primary hover:underline"
                  >
                    {chapter.title}
                  </Link>
                  {chapter.description && (
                    <p className="line-clamp-2 text-sm text-muted-foreground">
                      {chapter.description}
                    </p>
                  )}
                </div>
                {chapter.unreadThreads > 0 && (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">
                    {chapter.unreadThreads} unread
                  </span>
                )}
                <span className="shrink-0 text-right text-xs text-muted-foreground">
                  {plural(chapter.threadCount, 'thread')}
                  <br />
                  {plural(chapter.postCount, 'post')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="community-latest-heading" className="space-y-3">
        <h2 id="community-latest-heading" className="text-xl font-semibold">
          Latest threads
        </h2>
        <ThreadList threads={latestThreads} empty="No threads yet." />
      </section>
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">{children}</div>;
}
