/**
 * The forum's pages (SPEC §2 `/forum/*`) in one route module: the route table then names one
 * chunk for all of them, which keeps the app's entry — which every page loads — small.
 */
import { forumPostsPerPage } from '@contracts/forum-constants';
import { paths } from '@contracts/paths';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { ChapterView } from '@/features/forum/components/chapter-view';
import { CommunityView } from '@/features/forum/components/community-view';
import { ForumHomeView } from '@/features/forum/components/forum-home-view';
import { ThreadView } from '@/features/forum/components/thread-view';

/** `?page=N` as a page number: 1 when missing or not a whole number from 1. */
export function pageNumber(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}

/** /forum — the community home. */
function HomePage() {
  return <ForumHomeView />;
}

/** /forum/c/:slug — a community. */
function CommunityPage() {
  return <CommunityView slug={useParams().slug ?? ''} />;
}

// Only members starting a chapter need the form and its field checks: out of the pages' chunk.
const CreateChapterView = lazy(() =>
  import('@/features/forum/components/create-chapter-view').then((module) => ({
    default: module.CreateChapterView,
  })),
);

/** /forum/c/:slug/create — start a chapter. */
function CreateChapterPage() {
  const slug = useParams().slug ?? '';
  return (
    <Suspense fallback={<Skeleton className="mx-auto mt-8 h-80 max-w-2xl" />}>
      <CreateChapterView slug={slug} />
    </Suspense>
  );
}

/** /forum/c/:communitySlug/chapter/:chapterSlug — a chapter's threads. */
function ChapterPage() {
  const { communitySlug = '', chapterSlug = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <ChapterView
      communitySlug={communitySlug}
      chapterSlug={chapterSlug}
      page={pageNumber(search)}
    />
  );
}

/** /forum/chapter/:threadId — a thread (SPEC §2 names it so). */
function ThreadPage() {
  const [search] = useSearchParams();
  return <ThreadView threadId={useParams().threadId ?? ''} page={pageNumber(search)} />;
}

/** /c/:slug — a community's short address. */
function CommunityRedirect() {
  return <Navigate to={paths.forumCommunity(useParams().slug ?? '')} replace />;
}

/**
 * /forum/thread/:threadId — the notification target: on to the thread, keeping `?page` and
 * `#post-N`; a post's anchor without a page opens the page that holds the post.
 */
function ThreadRedirect() {
  const { threadId = '' } = useParams();
  const { search, hash } = useLocation();
  const post = Number(/^#post-(\d+)$/.exec(hash)?.[1] ?? 0);
  const page = search ? 0 : Math.ceil(post / forumPostsPerPage);
  const to = page
    ? paths.forumThreadPage(threadId, page, post)
    : `${paths.forumThreadPage(threadId)}${search}${hash}`;
  return <Navigate to={to} replace />;
}

/** The pages by the names of their addresses in the paths table (web/app/routes.tsx). */
export const forumPages = {
  forum: HomePage,
  forumCommunity: CommunityPage,
  forumCreateChapter: CreateChapterPage,
  forumChapter: ChapterPage,
  forumThreadPage: ThreadPage,
  forumThreadTarget: ThreadRedirect,
  community: CommunityRedirect,
};
