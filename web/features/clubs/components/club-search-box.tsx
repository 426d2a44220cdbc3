/**
 * The /book-clubs search box: it searches after a pause in typing (SPEC §9, 500 ms) or at once
 * on Enter. On a page the server rendered it works before the app does: a plain GET form to
 * /book-clubs that keeps the chosen category and sort, and what a visitor typed before the app
 * took over is kept.
 */
import { uiTimings } from '@contracts/constants';
import { clubLimits } from '@contracts/club-constants';
import { paths } from '@contracts/paths';
import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { defaultClubSearch, type ClubSearchState } from '../lib/club-search-state';

export function ClubSearchBox({
  search,
  onSearch,
}: {
  search: ClubSearchState;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(search.q);
  const input = useRef<HTMLInputElement>(null);
  const sent = useRef(search.q);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  // The address changed under the box (a pill, Back): show what it searches now.
  useEffect(() => {
    sent.current = search.q;
    setText((typed) => (typed.trim() === search.q ? typed : search.q));
  }, [search.q]);
  // Typed into the server's HTML before the app took over: keep it.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
  }, []);
  /** Searches for `value` unless that is what the address already searches. */
  const send = useCallback((value: string) => {
    const q = value.trim();
    if (q === sent.current) return;
    sent.current = q;
    latest.current(q);
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
    <form role="search" action={paths.bookClubs} onSubmit={submit} className="relative flex-1">
      <Search
        className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        ref={input}
        type="search"
        name="q"
        aria-label="Search clubs"
        placeholder="Club name, genre or book"
        value={text}
        maxLength={clubLimits.searchMax}
        onChange={(event) => setText(event.target.value)}
        className="h-12 rounded-2xl pl-12 pr-12 sm:h-14 text-base [&::-webkit-search-cancel-button]:appearance-none"
      />
      {search.category !== defaultClubSearch.category && (
        <input type="hidden" name="category" value={search.category} />
      )}
      {search.sort !== defaultClubSearch.sort && (
        <input type="hidden" name="sort" value={search.sort} />
      )}
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
