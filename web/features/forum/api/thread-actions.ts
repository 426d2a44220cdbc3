/**
 * What a reader does to threads and chapters (issue 10): start one, moderate it, watch or mute
 * it, keep their read position and find their first unread post.
 */
import { forumEndpoints } from '@contracts/endpoints/forum';
import type { ThreadChange, ThreadPage } from '@contracts/forum';
import type { SpoilerInput } from '@contracts/spoilers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { forumKey, threadKey } from './forum-queries';

export function useCreateChapter(communitySlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; description: string }) =>
      callApi(forumEndpoints.createChapter, { params: { slug: communitySlug }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: forumKey }),
  });
}

export function useCreateThread(chapterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; body: string; spoiler: SpoilerInput | null }) =>
      callApi(forumEndpoints.createThread, { params: { id: chapterId }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: forumKey }),
  });
}

/** Pin, lock, close, hide or move a thread (the author may only close and reopen). */
export function useModerateThread(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ThreadChange) =>
      callApi(forumEndpoints.moderateThread, { params: { id: threadId }, body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: forumKey }),
    onError: (error) => notify.error(error.message),
  });
}

export type SubscriptionLevel = 'watching' | 'muted' | 'none';

export function useSubscription(threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (level: SubscriptionLevel) =>
      callApi(forumEndpoints.subscribe, { params: { id: threadId }, body: { level } }),
    onSuccess: () => client.invalidateQueries({ queryKey: threadKey(threadId) }),
    onError: (error) => notify.error(error.message),
  });
}

/**
 * Saves how far the reader has read, and moves the cached pages' read position with it (so
 * "Jump to first unread" goes once all is read); a failure only means it is saved later.
 */
export function useMarkRead(threadId: string) {
  const client = useQueryClient();
  return useCallback(
    async (postNumber: number) => {
      try {
        await callApi(forumEndpoints.markRead, { params: { id: threadId }, body: { postNumber } });
      } catch {
        return;
      }
      client.setQueriesData<ThreadPage>({ queryKey: threadKey(threadId) }, (page) =>
        page && page.thread.lastReadNumber < postNumber
          ? { ...page, thread: { ...page.thread, lastReadNumber: postNumber } }
          : page,
      );
    },
    [client, threadId],
  );
}

/** Where the reader's first unread post is: its page and number. */
export function useFirstUnread(threadId: string) {
  return useMutation({
    mutationFn: () => callApi(forumEndpoints.firstUnread, { params: { id: threadId } }),
    onError: (error) => notify.error(error.message),
  });
}
