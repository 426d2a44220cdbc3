/**
 * Tags (custom shelves) as chips: type and press Enter or a comma to add one, Backspace in the
 * empty field or a chip's × to remove it. The reader's existing tags are offered as suggestions.
 */
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { FieldControlProps } from '@/components/ui/field';
import { cn } from '@/lib/cn';

const maxTags = 30;
const maxTagLength = 60;

/** How the server stores a tag: trimmed and lower-case. */
export function normaliseTag(tag: string): string {
  return tag.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, maxTagLength);
}

export function TagInput({
  value,
  onChange,
  suggestions = [],
  control,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  suggestions?: string[];
  control: FieldControlProps;
}) {
  const [draft, setDraft] = useState('');
  const listId = useId();
  const full = value.length >= maxTags;

  const add = (raw: string) => {
    const tags = raw.split(',').map(normaliseTag).filter(Boolean);
    const next = [...value];
    for (const tag of tags) if (!next.includes(tag) && next.length < maxTags) next.push(tag);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  };
  const remove = (tag: string) => onChange(value.filter((t) => t !== tag));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (draft.trim()) add(draft);
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      remove(value.at(-1) ?? '');
    }
  };

  return (
    <div
      className={cn(
        'flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-line bg-surface px-2 py-1.5 transition',
        'focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/60',
        control['aria-invalid'] && 'border-danger',
      )}
    >
      {value.length > 0 && (
        <ul className="contents" aria-label="Tags on this book">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-primary/15 py-0.5 pl-2.5 pr-1 text-xs font-medium text-primary"
            >
              {tag}
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-0.5 hover:bg-primary/20"
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        {...control}
        value={draft}
        disabled={full}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add(draft)}
        list={suggestions.length > 0 ? listId : undefined}
        maxLength={maxTagLength}
        placeholder={
          full ? 'Up to 30 tags' : value.length ? 'Add another' : 'e.g. favourites, book club'
        }
        className="h-7 min-w-32 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground/70"
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions
            .filter((tag) => !value.includes(tag))
            .map((tag) => (
              <option key={tag} value={tag} />
            ))}
        </datalist>
      )}
    </div>
  );
}
