/**
 * The book search box (SPEC §5): it searches after a 500 ms pause in typing, or at once on
 * Enter; text that is empty after trimming never searches. On a page the server rendered it
 * works before the app does: it is a plain GET form to /find-books, and what a visitor typed
 * before the app took over is kept and searched.
 */
import { searchQueryMaxLength } from '@contracts/search-limits';
import { paths } from '@contracts/paths';
import { SearchBox } from '@/components/search-box';

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
  return (
    <SearchBox
      action={paths.findBooks}
      searched={initial}
      onSearch={onSearch}
      label={label}
      placeholder={placeholder}
      maxLength={searchQueryMaxLength}
      autoFocus={autoFocus}
    />
  );
}
