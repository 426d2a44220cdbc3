/**
 * The text of a search box that searches after a pause in typing (SPEC §9, 500 ms) or at once
 * when its form is sent, never twice running for the same words (trimmed). It follows the
 * search it is given when that changes under it (Back, a link), and what a visitor typed into
 * the server's HTML before the app took over is kept.
 */
import { uiTimings } from '@contracts/constants';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';

export function useSearchText(searched: string, onSearch: (query: string) => void) {
  const [text, setText] = useState(searched);
  const input = useRef<HTMLInputElement>(null);
  const sent = useRef(searched.trim());
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  // The search changed under the box: show what is searched now (unless it is what is typed).
  useEffect(() => {
    sent.current = searched.trim();
    setText((typed) => (typed.trim() === searched.trim() ? typed : searched));
  }, [searched]);
  // Typed into the server's HTML before hydration: the box shows it, so the state takes it.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
  }, []);
  /** Searches for `value` unless that is what was last searched. */
  const send = useCallback((value: string) => {
    const query = value.trim();
    if (query === sent.current) return;
    sent.current = query;
    latest.current(query);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => send(text), uiTimings.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, send]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };
  /** Empties the box and searches for nothing. */
  const clear = () => {
    setText('');
    send('');
  };
  return { text, setText, input, submit, clear };
}
