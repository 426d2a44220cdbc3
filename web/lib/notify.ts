/**
 * Toasts with the spec's durations (§8, §9): 5 s by default, one at a time. The toast library
 * is loaded with the first toast (toaster-request.ts): no page needs it to render.
 */
import { toastDurations } from '@contracts/constants';
import { errorToasts } from '@contracts/app-messages';
import type { toast as sonnerToast } from 'sonner';
import { requestToaster } from './toaster-request';

type Toast = typeof sonnerToast;
let loading: Promise<Toast> | null = null;

function withToast(show: (toast: Toast) => void): void {
  requestToaster();
  loading ??= import('sonner').then((sonner) => sonner.toast);
  void loading.then(show);
}

export const notify = {
  success(message: string, description?: string): void {
    withToast((toast) =>
      toast.success(message, { description, duration: toastDurations.defaultMs }),
    );
  },
  info(message: string, description?: string): void {
    withToast((toast) => toast(message, { description, duration: toastDurations.defaultMs }));
  },
  /** An error toast titled "Error" with the message underneath. */
  error(message: string): void {
    withToast((toast) =>
      toast.error(errorToasts.title, { description: message, duration: toastDurations.defaultMs }),
    );
  },
  /** The auth dialog's failures: a title and a suggestion, shown for 6 s (or longer). */
  authError(title: string, description: string, duration: number = toastDurations.authMs): void {
    withToast((toast) => toast.error(title, { description, duration }));
  },
};
