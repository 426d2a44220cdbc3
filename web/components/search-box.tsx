/**
 * A page's big search box: it searches after a pause in typing, or at once on Enter (the
 * timing in use-search-text.ts), and clears with its own button. On a page the server rendered
 * it works before the app does: a plain GET form to `action` with the text as `q` (and any
 * hidden fields given as children), and what a visitor typed before the app took over is kept.
 */
import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useSearchText } from '@/lib/use-search-text';

export function SearchBox({
  action,
  searched,
  onSearch,
  label,
  placeholder,
  maxLength,
  autoFocus,
  className,
  inputClassName = 'h-14',
  children,
}: {
  /** Where the form goes without the app (the page's own address). */
  action: string;
  /** What is searched now. */
  searched: string;
  onSearch: (query: string) => void;
  label: string;
  placeholder: string;
  maxLength: number;
  autoFocus?: boolean | undefined;
  className?: string;
  /** The field's height (h-14 unless given). */
  inputClassName?: string;
  /** Hidden fields the form sends along (a category, a sort). */
  children?: ReactNode;
}) {
  const { text, setText, input, submit, clear } = useSearchText(searched, onSearch);
  return (
    <form role="search" action={action} onSubmit={submit} className={cn('relative', className)}>
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
        maxLength={maxLength}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        // Our own clear button replaces the browser's.
        className={cn(
          'rounded-2xl pl-12 pr-12 text-base [&::-webkit-search-cancel-button]:appearance-none',
          inputClassName,
        )}
      />
      {children}
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={clear}
          className="absolute right-3 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-muted-foreground hover:text-foreground"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
    </form>
  );
}
