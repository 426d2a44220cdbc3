/**
 * Whether any toast has been asked for yet. The toaster (sonner, 9 KB gzip) is loaded and
 * mounted with the first toast instead of with every page (issue 9: small first loads); it shows
 * the toasts asked for before it mounted (sonner replays them to a new subscriber).
 */
import { useSyncExternalStore } from 'react';

let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast was asked for; false on the server and while a page hydrates. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
