/** Which notifications also come by e-mail (GET/PUT /api/notifications/email-preferences). */
import { notificationsEndpoints } from '@contracts/endpoints/notifications';
import type { EmailPreferences } from '@contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const key = ['notifications', 'email-preferences'] as const;

export function useEmailPreferences() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(notificationsEndpoints.emailPreferences, { signal }),
  });
}

/** Saves one change at once, showing it before the server answers and undoing it on failure. */
export function useSaveEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<EmailPreferences>) =>
      callApi(notificationsEndpoints.saveEmailPreferences, { body: change }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<EmailPreferences>(key);
      if (before) client.setQueryData(key, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      notify.error('Failed to save your e-mail preferences');
    },
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      notify.success('E-mail preferences saved');
    },
  });
}

/** Turns off one kind of e-mail from an unsubscribe link (no sign-in). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => callApi(notificationsEndpoints.unsubscribe, { body: { token } }),
  });
}
