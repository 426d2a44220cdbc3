/**
 * What a reader does to posts (issue 10): reply, edit, like, report, and — moderators — hide
 * or restore. Each refreshes the thread's cached pages, or patches the one post it changed.
 */
import { forumEndpoints } from '@contracts/endpoints/forum';
import type { Post, ThreadPage } from '@contracts/forum';
import type { SpoilerInput } from '@contracts/spoilers';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { forumKey, threadKey } from './forum-queries';

/** Replaces one post wherever the thread's cached pages show it. */
function patchPost(client: QueryClient, threadId: string, postId: string, patch: Partial<Post>) {
  client.setQueriesData<ThreadPage>({ queryKey: threadKey(threadId) }, (page) =>
    page
      ? { ...page, posts: page.posts.map((p) => (p.id === postId ? { ...p, ...patch } : p)) }
      : page,
  );
}

const showError = (error: Error) => notify.error(error.message);

export interface ReplyInput {
  body: string;
  quoteOf: string | null;
  spoiler: SpoilerInput | null;
}

/** Posts a reply; the caller shows validation errors beside the editor. */
export function useReply(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) =>
      callApi(forumEndpoints.reply, { params: { id: threadId }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: forumKey }),
  });
}

export function useEditPost(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { postId: string; body: string; spoiler: SpoilerInput | null }) =>
      callApi(forumEndpoints.editPost, {
        params: { id: input.postId },
        body: { body: input.body, spoiler: input.spoiler },
      }),
    onSuccess: (post) => patchPost(client, threadId, post.id, post),
  });
}

/** Likes or unlikes a post (PUT or DELETE of its like). */
export function useToggleLike(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, like }: { postId: string; like: boolean }) =>
      callApi(like ? forumEndpoints.like : forumEndpoints.unlike, { params: { id: postId } }),
    onSuccess: (result, { postId }) => patchPost(client, threadId, postId, result),
    onError: showError,
  });
}

/** Reports a post to the moderators; the dialog shows what went wrong. */
export function useReportPost() {
  return useMutation({
    mutationFn: ({ postId, reason }: { postId: string; reason: string }) =>
      callApi(forumEndpoints.report, { params: { id: postId }, body: { reason } }),
  });
}

export function useHidePost(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, hidden }: { postId: string; hidden: boolean }) =>
      callApi(forumEndpoints.hidePost, { params: { id: postId }, body: { hidden } }),
    onSuccess: () => client.invalidateQueries({ queryKey: threadKey(threadId) }),
    onError: showError,
  });
}
