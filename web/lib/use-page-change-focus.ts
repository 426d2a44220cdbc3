/**
 * A paged list's next page starts at its top: when the page number changes, focus moves to
 * the list (a `tabIndex={-1}` element), so a keyboard or screen-reader user starts there, and
 * its top is scrolled into view. Focus first: the pager's link kept the focus (React reuses
 * its element for the next page's Previous link) and the browser kept it in view, undoing a
 * scroll to the top; and focusing a list already partly in view scrolls nothing by itself.
 */
import { useEffect, useRef } from 'react';

export function usePageChangeFocus<T extends HTMLElement>(page: number) {
  const list = useRef<T>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    list.current?.focus({ preventScroll: true });
    list.current?.scrollIntoView({ block: 'start' });
  }, [page]);
  return list;
}
