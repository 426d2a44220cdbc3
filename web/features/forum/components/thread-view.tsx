/**
 * /forum/chapter/:threadId — a thread's page (issue 10): 20 posts a page with numbered pages
 * above and below, `#post-N` anchors, the reader's place kept as they read, "Jump to first
 * unread", the thread's tools, the reply box, and new posts arriving live.
 */
import type { Post } from '@contracts/forum';
import { forumPostsPerPage } from '@contracts/forum-constants';
import { paths } from '@contracts/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { threadKey, useThread } from '../api/forum-queries';
import { useFirstUnread, useMarkRead } from '../api/thread-actions';
import { useLiveThread } from '../api/use-live-thread';
import { useLookingAt } from '@/lib/realtime/looking-at';
import { useReadPosition } from '../lib/use-read-position';
import { ForumHeader } from './forum-header';
import { Pagination } from './pagination';
import { PostCard } from './post-card';
import { ForumQueryState } from './query-state';
import { ReplyComposer, type ComposerHandle } from './reply-composer';
import { SubscriptionToggle, ThreadMenu } from './thread-tools';

const pageOf = (number: number) => Math.ceil(number / forumPostsPerPage);

export function ThreadView({ threadId, page }: { threadId: string; page: number }) {
  const query = useThread(threadId, page);
  const { isSignedIn } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const postsRef = useRef<HTMLOListElement>(null);
  const composer = useRef<ComposerHandle>(null);
  const [announcement, setAnnouncement] = useState('');
  const [newer, setNewer] = useState<Set<number>>(new Set());
  const firstUnread = useFirstUnread(threadId);
  const markRead = useMarkRead(threadId);
  const data = query.data;
  usePageTitle(data ? `${data.thread.title} · ${data.thread.communityName}` : 'Forum');

  // Another page or thread: the "new posts" pill starts again.
  useEffect(() => setNewer(new Set()), [threadId, page]);

  // #post-N: bring that post into view once it is on the page.
  useEffect(() => {
    if (!data || !hash.startsWith('#post-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [data, hash]);

  const shownLast = data?.posts.at(-1)?.number ?? 0;
  const onLivePost = useCallback(
    (number: number) => {
      if (number <= shownLast) return;
      if (pageOf(number) === page) {
        void client.invalidateQueries({ queryKey: threadKey(threadId) }).then(() => {
          const post = client
            .getQueryData<{ posts: Post[] }>([...threadKey(threadId), page])
            ?.posts.find((p) => p.number === number);
          const who = post?.author ? `@${post.author.username}` : 'someone';
          setAnnouncement(`New post by ${who}`);
        });
      } else if (pageOf(number) > page) {
        setNewer((previous) => new Set(previous).add(number));
      }
    },
    [client, page, shownLast, threadId],
  );
  useLiveThread(threadId, onLivePost);
  useLookingAt(threadId);

  useReadPosition({
    container: postsRef,
    alreadyRead: data?.thread.lastReadNumber ?? 0,
    save: markRead,
    enabled: isSignedIn && Boolean(data),
    postsKey: data ? `${page}:${data.posts.map((p) => p.number).join(',')}` : '',
  });

  const shell = 'mx-auto max-w-4xl space-y-6 px-4 py-8';
  if (!query.isSuccess) return <ForumQueryState query={query} className={shell} />;
  const { thread, posts, pageCount } = query.data;
  const hrefFor = (n: number) => paths.forumThreadPage(thread.id, n);
  const newest = Math.max(0, ...newer);
  const canQuote = isSignedIn && thread.abilities.reply && !thread.isLocked && !thread.isClosed;

  return (
    <div className={shell}>
      <ForumHeader
        crumbs={[
          { label: thread.communityName, to: paths.forumCommunity(thread.communitySlug) },
          {
            label: thread.chapterTitle,
            to: paths.forumChapter(thread.communitySlug, thread.chapterSlug),
          },
        ]}
        title={thread.title}
        actions={
          <>
            <SubscriptionToggle thread={thread} />
            <ThreadMenu thread={thread} />
          </>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} label="Post pages" />
        {isSignedIn && thread.lastReadNumber > 0 && thread.lastReadNumber < thread.postCount && (
          <Button
            variant="outline"
            size="sm"
            disabled={firstUnread.isPending}
            onClick={() =>
              firstUnread.mutate(undefined, {
                onSuccess: (at) =>
                  void navigate(paths.forumThreadPage(thread.id, at.page, at.postNumber)),
              })
            }
          >
            Jump to first unread
          </Button>
        )}
      </div>

      <ol ref={postsRef} className="space-y-4" aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard
              post={post}
              threadId={thread.id}
              canQuote={canQuote}
              onQuote={(quoted) => composer.current?.quote(quoted)}
            />
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {newer.size > 0 && (
        <div className="sticky bottom-4 flex justify-center">
          <Link
            to={paths.forumThreadPage(thread.id, pageOf(newest), newest)}
            className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg"
          >
            {newer.size} new {newer.size === 1 ? 'post' : 'posts'} — Show
          </Link>
        </div>
      )}

      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} label="Post pages, bottom" />

      <ReplyComposer
        ref={composer}
        threadId={thread.id}
        canReply={thread.abilities.reply}
        isLocked={thread.isLocked}
        isClosed={thread.isClosed}
        onPosted={(toPage, number) =>
          void navigate(paths.forumThreadPage(thread.id, toPage, number))
        }
      />
    </div>
  );
}
