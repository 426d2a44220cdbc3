/**
 * The book search box (SPEC §5): it searches after a 500 ms pause in typing, or at once on
 * Enter; text that is empty after trimming never searches. On a page the server rendered it
 * works before the app does: it is a plain GET form to /find-books, and what a visitor typed
 * before the app took over is kept and searched.
 */
import { searchQueryMaxLength } from '@contracts/search-limits';
import { uiTimings } from '@contracts/constants';
import { paths } from '@contracts/paths';
import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';

export function BookSearchBox({
  initial = '',
  onSearch,
  placeholder = 'Search by title, author or ISBN',
  label = 'Search books',
  autoFocus,
}: {
  initial?: string;
  onSearch: (query: string) => void;
  placeholder?: string;
  label?: string;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(initial);
  const sent = useRef(initial.trim());
  const input = useRef<HTMLInputElement>(null);
  // Typed into the server's HTML before hydration: the box shows it, so the state takes it.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initial) setText(typed);
  }, [initial]);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  /** Searches for `value` unless that is what was last searched. */
  const send = useCallback((value: string) => {
    const query = value.trim();
    if (query === sent.current) return;
    sent.current = query;
    latestOnSearch.current(query);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => send(text), uiTimings.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, send]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };
  return (
    <form role="search" action={paths.findBooks} onSubmit={submit} className="relative">
      <Search
        className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        ref={input}
        type="search"
        name="q"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={searchQueryMaxLength}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        // Our own clear button replaces the browser's.
        className="h-14 rounded-2xl pl-12 pr-12 text-base [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            send('');
          }}
          className="absolute right-3 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-muted-foreground hover:text-foreground"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
    </form>
  );
}
