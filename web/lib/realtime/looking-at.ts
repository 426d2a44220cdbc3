/**
 * What the tab's page shows that live events may be about (a thread, by its id). A notification
 * about it raises no toast: the page shows the news itself (a reply appears in the open thread).
 */
import { useEffect } from 'react';

let current: string | null = null;

/** Marks `id` as what the page shows while the calling component is mounted. */
export function useLookingAt(id: string | null): void {
  useEffect(() => {
    current = id;
    return () => {
      if (current === id) current = null;
    };
  }, [id]);
}

/** Whether the page shows `id` now. */
export function isLookingAt(id: unknown): boolean {
  return typeof id === 'string' && id === current;
}
