/**
 * Keeps the reader's place in a thread (issue 10): as posts come into view, the highest
 * number seen is saved about a second later — never a lower one than already saved, so
 * reading an old page does not mark newer posts unread again.
 */
import { useEffect, useRef } from 'react';

export const readSaveDelayMs = 1_000;

export function useReadPosition({
  container,
  alreadyRead,
  save,
  enabled,
  postsKey,
}: {
  container: React.RefObject<HTMLElement | null>;
  /** What the server already has. */
  alreadyRead: number;
  save: (postNumber: number) => void;
  enabled: boolean;
  /** Changes when other posts are shown (another page, a post appended). */
  postsKey: string;
}): void {
  const saved = useRef(alreadyRead);
  const seen = useRef(alreadyRead);
  const latestSave = useRef(save);
  latestSave.current = save;
  if (alreadyRead > saved.current) saved.current = alreadyRead;

  useEffect(() => {
    const root = container.current;
    if (!enabled || !root || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      if (seen.current <= saved.current) return;
      saved.current = seen.current;
      latestSave.current(seen.current);
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const number = Number((entry.target as HTMLElement).dataset.postNumber);
        if (number > seen.current) seen.current = number;
      }
      if (seen.current > saved.current && !timer) timer = setTimeout(flush, readSaveDelayMs);
    });
    for (const post of root.querySelectorAll('[data-post-number]')) observer.observe(post);
    return () => {
      observer.disconnect();
      if (timer) {
        clearTimeout(timer);
        flush();
      }
    };
  }, [container, enabled, postsKey]);
}
