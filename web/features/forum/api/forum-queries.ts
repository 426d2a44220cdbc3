/**
 * The forum's reads (issue 10): the home, a community, a chapter's page of threads and a
 * thread's page of posts. Public: a visitor reads them too, and the server renders them
 * (decision 0012), so none of them touches the browser outside React Query.
 */
import { forumEndpoints } from '@contracts/endpoints/forum';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const forumKey = ['forum'] as const;
export const threadKey = (threadId: string) => [...forumKey, 'thread', threadId] as const;
export const threadPageKey = (threadId: string, page: number) =>
  [...threadKey(threadId), page] as const;

export function useForumHome() {
  return useQuery({
    queryKey: [...forumKey, 'home'],
    queryFn: ({ signal }) => callApi(forumEndpoints.home, { signal }),
  });
}

export const communityKey = (slug: string) => [...forumKey, 'community', slug] as const;

export function useCommunity(slug: string) {
  return useQuery({
    queryKey: communityKey(slug),
    queryFn: ({ signal }) => callApi(forumEndpoints.community, { params: { slug }, signal }),
    enabled: slug !== '',
  });
}

/** A page of a chapter's threads, pinned first; the last page stays shown while the next loads. */
export function useChapter(slug: string, chapterSlug: string, page: number) {
  return useQuery({
    queryKey: [...forumKey, 'chapter', slug, chapterSlug, page],
    queryFn: ({ signal }) =>
      callApi(forumEndpoints.chapter, { params: { slug, chapterSlug }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useThread(threadId: string, page: number) {
  return useQuery({
    queryKey: threadPageKey(threadId, page),
    queryFn: ({ signal }) =>
      callApi(forumEndpoints.thread, { params: { id: threadId }, query: { page }, signal }),
  });
}

/** A post's earlier versions, for moderators (loaded when the history dialog opens). */
export function usePostRevisions(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...forumKey, 'revisions', postId],
    queryFn: ({ signal }) =>
      callApi(forumEndpoints.postRevisions, { params: { id: postId }, signal }),
    enabled,
  });
}
