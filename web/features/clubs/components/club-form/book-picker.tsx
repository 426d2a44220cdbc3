/**
 * The club's current book: found in the catalogue as the host types (covers shown), chosen
 * with the mouse or the keyboard (a combobox: arrows, Enter, Escape), and shown once chosen.
 */
import type { BookSummary } from '@contracts/books';
import { Search, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { BookCover } from '@/components/ui/book-cover';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useBookSearch } from '@/lib/book-search';
import { cn } from '@/lib/cn';
import { useDebounced } from '@/lib/use-debounced';

/** A chosen book, as much of it as the picker shows. */
export type PickedBook = Pick<BookSummary, 'id' | 'title' | 'coverUrl' | 'authors'>;

const shown = 6;

export function BookPicker({
  id,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  value: PickedBook | null;
  onChange: (book: PickedBook | null) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebounced(text, 300);
  const search = useBookSearch(query, { minLength: 2, keepPrevious: true });
  const books = search.data?.pages[0]?.books.slice(0, shown) ?? [];
  const expanded = open && text.trim().length >= 2;

  if (value)
    return (
      <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-muted/50 p-3">
        <BookCover url={value.coverUrl} title={value.title} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{value.title}</p>
          <p className="truncate text-sm text-muted-foreground">{authorsOf(value)}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Choose another book than ${value.title}`}
          onClick={() => onChange(null)}
        >
          <X className="h-4 w-4" aria-hidden /> Change
        </Button>
      </div>
    );

  const choose = (book: PickedBook) => {
    onChange(book);
    setText('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (books.length ? (index + step + books.length) % books.length : 0));
    } else if (event.key === 'Enter' && expanded && books[active]) {
      event.preventDefault();
      choose(books[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && books[active] ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        autoComplete="off"
        placeholder="Search by title, author or ISBN"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        className="pl-9"
      />
      {search.isFetching && (
        <Spinner className="absolute right-3 top-3 text-muted-foreground" label="Searching books" />
      )}
      {expanded && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Books found"
          className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-xl"
        >
          {books.map((book, index) => (
            <li
              key={book.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen on mouse down, before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(book);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg p-2',
                index === active && 'bg-surface-muted',
              )}
            >
              {/* The option is named by its title and authors; the cover only shows them. */}
              <span aria-hidden>
                <BookCover url={book.coverUrl} title={book.title} size="sm" />
              </span>
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium">{book.title}</span>
                <span className="block truncate text-muted-foreground">{authorsOf(book)}</span>
              </span>
            </li>
          ))}
          {books.length === 0 && !search.isFetching && (
            <li role="presentation" className="p-3 text-sm text-muted-foreground">
              {search.isError ? 'Failed to search books' : 'No books found. Try the ISBN.'}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

function authorsOf(book: PickedBook): string {
  return book.authors.map((author) => author.name).join(', ');
}
