/** Posts moderators hid, newest first, each with a link to where it was and "Restore". */
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useHiddenPosts, useRestorePost } from '../api/use-hidden-posts';
import { PanelEmpty, PanelQueryState } from './panel-state';
import { PersonLink } from './person-link';

export function HiddenPostsPanel() {
  const hidden = useHiddenPosts();
  const restore = useRestorePost();
  return (
    <section aria-labelledby="hidden-heading" className="space-y-3">
      <h2 id="hidden-heading" className="text-lg font-semibold">
        Hidden posts{' '}
        {hidden.data && <span className="text-muted-foreground">({hidden.data.posts.length})</span>}
      </h2>
      {!hidden.isSuccess ? (
        <PanelQueryState query={hidden} what="The hidden posts" />
      ) : hidden.data.posts.length === 0 ? (
        <PanelEmpty>No posts are hidden.</PanelEmpty>
      ) : (
        <ul className="space-y-3">
          {hidden.data.posts.map((post) => (
            <li key={post.postId}>
              <article
                aria-label={`Hidden post #${post.postNumber} of ${post.threadTitle}`}
                className="rounded-xl border border-line bg-surface p-4 text-sm"
              >
                <p className="font-semibold">
                  <Link to={post.url} className="hover:underline">
                    {post.threadTitle} · post #{post.postNumber}
                  </Link>
                </p>
                <blockquote className="mt-2 border-l-2 border-line pl-3 break-words text-muted-foreground">
                  {post.excerpt}
                </blockquote>
                <p className="mt-1 text-xs text-muted-foreground">
                  Written by <PersonLink person={post.author} />
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-3"
                  disabled={restore.isPending && restore.variables === post.postId}
                  onClick={() =>
                    restore.mutate(post.postId, {
                      onSuccess: () =>
                        notify.success(
                          'Post restored',
                          `${post.threadTitle} · post #${post.postNumber}`,
                        ),
                      onError: (error) => notify.error(error.message),
                    })
                  }
                >
                  Restore
                </Button>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
