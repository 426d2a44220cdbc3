/** Toasts with the spec's durations (§8, §9): 5 s by default, one at a time. */
import { toastDurations } from '@contracts/constants';
import { errorToasts } from '@contracts/messages';
import { toast } from 'sonner';

export const notify = {
  success(message: string, description?: string): void {
    toast.success(message, { description, duration: toastDurations.defaultMs });
  },
  info(message: string, description?: string): void {
    toast(message, { description, duration: toastDurations.defaultMs });
  },
  /** An error toast titled "Error" with the message underneath. */
  error(message: string): void {
    toast.error(errorToasts.title, { description: message, duration: toastDurations.defaultMs });
  },
  /** The auth dialog's failures: a title and a suggestion, shown for 6 s (or longer). */
  authError(title: string, description: string, duration: number = toastDurations.authMs): void {
    toast.error(title, { description, duration });
  },
};
