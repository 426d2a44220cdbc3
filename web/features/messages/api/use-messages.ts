/**
 * A member's direct messages (GET /api/messages/…): conversations, the unread badge, the pages
 * of one conversation, and what a member does in them. Kept fresh by the shared realtime stream
 * (use-live-messages.ts).
 */
import type {
  MessagePage,
  SendMessageInput,
  StartConversationInput,
} from '@contracts/direct-messages';
import { messagesEndpoints as endpoints } from '@contracts/endpoints/messages';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export const messagesKey = ['messages'] as const;
const keys = {
  conversations: [...messagesKey, 'conversations'],
  unread: [...messagesKey, 'unread'],
  conversation: (id: string) => [...messagesKey, 'conversation', id],
  pages: (id: string) => [...messagesKey, 'pages', id],
  blocks: [...messagesKey, 'blocks'],
  suggestions: (q: string) => [...messagesKey, 'suggestions', q],
};

/** Live data: fetched fresh rather than from the 5-minute cache the app keeps elsewhere. */
const live = { staleTime: 0 } as const;

export function useConversations() {
  return useQuery({
    queryKey: keys.conversations,
    queryFn: ({ signal }) => callApi(endpoints.conversations, { signal }),
    ...live,
  });
}

/** The badge: unread messages outside muted conversations (and SPEC §7's latest 50). */
export function useUnreadMessages() {
  return useQuery({
    queryKey: keys.unread,
    queryFn: ({ signal }) => callApi(endpoints.unread, { signal }),
    ...live,
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: keys.conversation(id ?? ''),
    queryFn: ({ signal }) => callApi(endpoints.conversation, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    retry: false,
    ...live,
  });
}

/** A conversation's messages: the newest page first, older pages as the reader scrolls up. */
export function useMessagePages(id: string) {
  return useInfiniteQuery({
    queryKey: keys.pages(id),
    queryFn: ({ pageParam, signal }) =>
      callApi(endpoints.page, {
        params: { id },
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: MessagePage) =>
      last.hasMore ? (last.messages[0]?.id ?? undefined) : undefined,
    ...live,
  });
}

/** Every message loaded, oldest first. */
export function messagesOf(data: InfiniteData<MessagePage> | undefined) {
  return [...(data?.pages ?? [])].reverse().flatMap((page) => page.messages);
}

/** A change to messages: the server's reason as a toast when it fails (unless the form shows it). */
function useMessagesMutation<T, R>(
  mutationFn: (variables: T) => Promise<R>,
  success?: string,
  { toastErrors = true } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (success) notify.success(success);
    },
    onError: (error) => {
      if (toastErrors) notify.error(error.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: messagesKey }),
  });
}

/** The New message dialog shows a refusal itself. */
export function useStartConversation() {
  return useMessagesMutation(
    (body: StartConversationInput) => callApi(endpoints.start, { body }),
    undefined,
    { toastErrors: false },
  );
}

export function useSendMessage(id: string) {
  return useMessagesMutation((body: SendMessageInput) =>
    callApi(endpoints.send, { params: { id }, body }),
  );
}

export function useMarkConversationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.markRead, { params: { id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.unread });
      void client.invalidateQueries({ queryKey: keys.conversations });
    },
  });
}

export function useLeaveConversation() {
  return useMessagesMutation(
    (id: string) => callApi(endpoints.leave, { params: { id } }),
    'You left the group',
  );
}

export function useMuteConversation() {
  return useMessagesMutation(({ id, muted }: { id: string; muted: boolean }) =>
    callApi(endpoints.mute, { params: { id }, body: { muted } }),
  );
}

export function useReportMessage() {
  return useMessagesMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      callApi(endpoints.report, { params: { id }, body: { reason } }),
    'Thank you. The moderators will look at this message.',
  );
}

export function useBlocks() {
  return useQuery({
    queryKey: keys.blocks,
    queryFn: ({ signal }) => callApi(endpoints.blocks, { signal }),
    ...live,
  });
}

export function useBlockMember() {
  return useMessagesMutation(
    (username: string) => callApi(endpoints.block, { body: { username } }),
    'Member blocked',
  );
}

export function useUnblockMember() {
  return useMessagesMutation(
    (username: string) => callApi(endpoints.unblock, { params: { username } }),
    'Member unblocked',
  );
}

/** Members whose username starts with `prefix` (nothing asked for an empty prefix). */
export function useRecipientSuggestions(prefix: string) {
  return useQuery({
    queryKey: keys.suggestions(prefix),
    queryFn: ({ signal }) => callApi(endpoints.suggest, { query: { q: prefix }, signal }),
    enabled: prefix.length > 0,
  });
}
