/**
 * /forum/c/:communitySlug/chapter/:chapterSlug: the chapter's threads, pinned first, 20 a page,
 * with unread counts, and the form to start a thread.
 */
import { forumThreadsPerPage } from '@contracts/forum-constants';
import { paths } from '@contracts/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useChapter } from '../api/forum-queries';
import { useLiveForumLists } from '../api/use-live-thread';
import { ForumHeader } from './forum-header';
import { NewThreadForm } from './new-thread-form';
import { Pagination } from './pagination';
import { ForumQueryState } from './query-state';
import { ThreadList } from './thread-list';

export function ChapterView({
  communitySlug,
  chapterSlug,
  page,
}: {
  communitySlug: string;
  chapterSlug: string;
  page: number;
}) {
  const query = useChapter(communitySlug, chapterSlug, page);
  usePageTitle(query.data ? `${query.data.chapter.title} · ${query.data.community.name}` : 'Forum');
  useLiveForumLists();
  const shell = 'mx-auto max-w-5xl space-y-6 px-4 py-8';
  if (!query.isSuccess) return <ForumQueryState query={query} className={shell} />;
  const { community, chapter, threads, pageCount, abilities } = query.data;
  const hrefFor = (n: number) => paths.forumChapter(community.slug, chapter.slug, n);
  return (
    <div className={shell}>
      <ForumHeader
        crumbs={[
          { label: community.name, to: paths.forumCommunity(community.slug) },
          { label: chapter.title, to: hrefFor(1) },
        ]}
        title={chapter.title}
        description={chapter.description}
      />
      <section aria-labelledby="threads-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="threads-heading" className="text-xl font-semibold">
            Threads
            <span className="sr-only">
              , page {page} of {pageCount}
            </span>
          </h2>
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} label="Thread pages" />
        </div>
        <ThreadList threads={threads} empty="No threads here yet. Start the first one." />
        {threads.length === forumThreadsPerPage && (
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={hrefFor}
            label="Thread pages, bottom"
          />
        )}
      </section>
      <NewThreadForm chapterId={chapter.id} canCreate={abilities.createThread} />
    </div>
  );
}
