/**
 * Marks a post or a message as a spoiler for a book up to a point (issue 10, item 6): find the book in the
 * catalogue, then say how far it reaches — a page, a chapter or a percentage.
 */
import { spoilerUnits, type SpoilerUnit } from '@contracts/spoiler-constants';
import type { SpoilerInput } from '@contracts/spoilers';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useBookSearch } from '@/lib/book-search';
import { useDebounced } from '@/lib/use-debounced';

export interface PickedSpoiler extends SpoilerInput {
  bookTitle: string;
}

/** What the server is sent: the book, the unit and how far. */
export function spoilerInputOf(picked: PickedSpoiler | null): SpoilerInput | null {
  return picked ? { workId: picked.workId, unit: picked.unit, value: picked.value } : null;
}

const unitLabels: Record<SpoilerUnit, string> = {
  page: 'Page',
  chapter: 'Chapter',
  percent: 'Percent',
};

export function SpoilerPicker({
  value,
  onChange,
}: {
  value: PickedSpoiler | null;
  onChange: (spoiler: PickedSpoiler | null) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(value !== null);
  const [q, setQ] = useState('');
  const debounced = useDebounced(q, 300);
  const search = useBookSearch(debounced, { minLength: 2, keepPrevious: true });
  const books = search.data?.pages[0]?.books.slice(0, 6) ?? [];

  if (!open)
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Mark as a spoiler…
      </Button>
    );
  return (
    <fieldset className="space-y-2 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium">Spoiler</legend>
      {value ? (
        <div className="flex flex-wrap items-end gap-2">
          <p className="min-w-0 flex-1 text-sm">
            For <span className="font-semibold">{value.bookTitle}</span>, up to
          </p>
          <label className="sr-only" htmlFor={`${id}-unit`}>
            Spoiler reaches
          </label>
          <select
            id={`${id}-unit`}
            value={value.unit}
            onChange={(event) => onChange({ ...value, unit: event.target.value as SpoilerUnit })}
            className="h-9 rounded-lg border border-line bg-surface px-2 text-sm"
          >
            {spoilerUnits.map((unit) => (
              <option key={unit} value={unit}>
                {unitLabels[unit]}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor={`${id}-value`}>
            {unitLabels[value.unit]}
          </label>
          {/* The field is full width by design; its box sets it to a number's width. */}
          <div className="w-24">
            <Input
              id={`${id}-value`}
              type="number"
              min={1}
              max={value.unit === 'percent' ? 100 : 100_000}
              value={value.value}
              onChange={(event) =>
                onChange({
                  ...value,
                  value: Math.max(1, Math.floor(Number(event.target.value) || 1)),
                })
              }
              className="h-9"
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(null);
              setOpen(false);
            }}
          >
            <X className="h-4 w-4" aria-hidden />
            Not a spoiler
          </Button>
        </div>
      ) : (
        <>
          <label htmlFor={`${id}-book`} className="block text-sm">
            Which book does it spoil?
          </label>
          <div className="flex gap-2">
            <Input
              id={`${id}-book`}
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder="Title or author"
              className="h-9 min-w-0 flex-1"
            />
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
          {books.length > 0 && (
            <ul aria-label="Books found" className="space-y-1">
              {books.map((book) => (
                <li key={book.id}>
                  <button
                    type="button"
                    onClick={() =>
                      onChange({ workId: book.id, bookTitle: book.title, unit: 'page', value: 1 })
                    }
                    className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-surface-muted"
                  >
                    <span className="font-medium">{book.title}</span>
                    {book.authors.length > 0 && (
                      <span className="text-muted-foreground">
                        {' '}
                        by {book.authors.map((a) => a.name).join(', ')}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}
