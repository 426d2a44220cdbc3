/**
 * A member's notifications (GET /api/notifications) and what they do with them, with the §8
 * toasts. The list is refreshed by the live stream, or by its polling fallback
 * (use-live-notifications.ts).
 */
import { notificationsEndpoints } from '@contracts/endpoints/notifications';
import { errorToasts, successToasts } from '@contracts/app-messages';
import type { NotificationPage } from '@contracts/notifications';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export const notificationsKey = ['notifications'] as const;

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationsKey,
    queryFn: ({ pageParam, signal }) =>
      callApi(notificationsEndpoints.list, { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** The bell's number: unread across both sources, as the newest page says. */
export function unreadCountOf(data: InfiniteData<NotificationPage> | undefined): number {
  return data?.pages.at(-1)?.unreadCount ?? 0;
}

function useNotificationMutation<T>(
  mutationFn: (variables: T) => Promise<unknown>,
  failure: string,
  success?: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (success) notify.success(success);
    },
    onError: () => notify.error(failure),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkNotificationRead() {
  return useNotificationMutation(
    (id: string) => callApi(notificationsEndpoints.markRead, { params: { id } }),
    errorToasts.markReadFailed,
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation(
    () => callApi(notificationsEndpoints.markAllRead),
    errorToasts.markAllReadFailed,
    successToasts.allNotificationsRead,
  );
}

export function useDeleteNotification() {
  return useNotificationMutation(
    (id: string) => callApi(notificationsEndpoints.remove, { params: { id } }),
    errorToasts.deleteNotificationFailed,
  );
}
