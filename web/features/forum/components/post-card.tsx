/**
 * One post of a thread (issue 10): who wrote it and when, "edited", the quoted post, its text
 * (HTML the server sanitised) behind a spoiler cover when the reader is not there yet, and
 * what the reader may do to it — like, quote, report, edit, and for moderators hide and history.
 */
import type { Post } from '@contracts/forum';
import { paths } from '@contracts/paths';
import { Flag, Heart, MessageSquareQuote, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { richTextClasses } from '@/components/rich-text/rich-text';
import { LocalTime } from '@/components/local-time';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useHidePost, useToggleLike } from '../api/post-actions';
import { SpoilerShield } from '@/components/spoilers/spoiler-shield';

// Members' tools, loaded when first used: a visitor's page carries none of them.
const PostEditForm = lazy(() => import('./post-edit-form'));
const ReportDialog = lazy(() =>
  import('./post-dialogs').then((m) => ({ default: m.ReportDialog })),
);
const HistoryDialog = lazy(() =>
  import('./post-dialogs').then((m) => ({ default: m.HistoryDialog })),
);

export const hiddenNotice = 'This post was hidden by a moderator';

export function PostCard({
  post,
  threadId,
  canQuote,
  onQuote,
}: {
  post: Post;
  threadId: string;
  canQuote: boolean;
  onQuote: (post: Post) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [history, setHistory] = useState(false);
  const like = useToggleLike(threadId);
  const hide = useHidePost(threadId);
  const name = post.author?.fullName || post.author?.username || 'A former member';
  const hiddenFromMe = post.isHidden && !post.abilities.hide;

  return (
    <article
      id={`post-${post.number}`}
      data-post-number={post.number}
      aria-labelledby={`post-${post.number}-by`}
      className={cn(
        'scroll-mt-24 rounded-xl border border-line bg-surface p-4',
        post.isHidden && 'border-dashed opacity-80',
      )}
    >
      <header className="flex items-center gap-3">
        <Avatar url={post.author?.avatarUrl} name={name} size="sm" />
        <div className="min-w-0 flex-1 text-sm">
          <p id={`post-${post.number}-by`}>
            {post.author ? (
              <Link
                to={paths.userProfile(post.author.username)}
                className="font-semibold hover:underline"
              >
                {name}
              </Link>
            ) : (
              <span className="font-semibold">{name}</span>
            )}
            {post.author && <span className="text-muted-foreground"> @{post.author.username}</span>}
          </p>
          <p className="text-xs text-muted-foreground">
            <a href={`#post-${post.number}`} className="hover:underline">
              #{post.number}
            </a>{' '}
            · <LocalTime iso={post.createdAt} format="date" />
            {post.editedAt && <span title="This post was edited"> · edited</span>}
            {post.isHidden && post.abilities.hide && <span className="text-danger"> · hidden</span>}
          </p>
        </div>
      </header>

      <div className="mt-3">
        {hiddenFromMe ? (
          <p className="text-sm italic text-muted-foreground">{hiddenNotice}</p>
        ) : editing ? (
          <Suspense fallback={<p className="text-sm text-muted-foreground">Opening the editor…</p>}>
            <PostEditForm post={post} threadId={threadId} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <SpoilerShield spoiler={post.spoiler}>
            {post.quote && (
              <blockquote className="mb-3 rounded-lg border-l-4 border-primary/40 bg-surface-muted/60 px-3 py-2 text-sm">
                <a href={`#post-${post.quote.number}`} className="font-medium hover:underline">
                  {post.quote.author} wrote (#{post.quote.number}):
                </a>
                <p className="mt-1 text-muted-foreground">{post.quote.excerpt}</p>
              </blockquote>
            )}
            <div
              className={cn(richTextClasses, 'text-[0.95rem]')}
              dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
            />
          </SpoilerShield>
        )}
      </div>

      {!hiddenFromMe && !editing && (
        <footer className="mt-3 flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={post.likedByMe}
            disabled={!post.abilities.like || like.isPending}
            onClick={() => like.mutate({ postId: post.id, like: !post.likedByMe })}
            aria-label={`${post.likedByMe ? 'Unlike' : 'Like'} (${post.likeCount} ${post.likeCount === 1 ? 'like' : 'likes'})`}
          >
            <Heart
              className={cn('h-4 w-4', post.likedByMe && 'fill-current text-danger')}
              aria-hidden
            />
            {post.likeCount}
          </Button>
          {canQuote && (
            <Button variant="ghost" size="sm" onClick={() => onQuote(post)}>
              <MessageSquareQuote className="h-4 w-4" aria-hidden />
              Quote
            </Button>
          )}
          {post.abilities.edit && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden />
              Edit
            </Button>
          )}
          {post.abilities.report && (
            <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
              <Flag className="h-4 w-4" aria-hidden />
              Report
            </Button>
          )}
          {post.abilities.hide && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => hide.mutate({ postId: post.id, hidden: !post.isHidden })}
            >
              {post.isHidden ? 'Restore' : 'Hide'}
            </Button>
          )}
          {post.abilities.viewHistory && post.editedAt && (
            <Button variant="ghost" size="sm" onClick={() => setHistory(true)}>
              History
            </Button>
          )}
        </footer>
      )}
      <Suspense>
        {reporting && <ReportDialog postId={post.id} open onOpenChange={setReporting} />}
        {history && <HistoryDialog postId={post.id} open onOpenChange={setHistory} />}
      </Suspense>
    </article>
  );
}
