/**
 * The members suggested for an "@name" (issue 10): an accessible listbox under the "@". The
 * focus stays in the editor, which forwards the arrow keys and Enter here (`onKeyDown`), and
 * points at the highlighted option with aria-activedescendant (`onActiveChange`).
 */
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { cn } from '@/lib/cn';
import type { MentionSuggestion } from './mention-suggest';

export interface MentionListHandle {
  /** Handles ArrowUp, ArrowDown and Enter; true when the key was used. */
  onKeyDown(event: Pick<KeyboardEvent, 'key'>): boolean;
}

export interface MentionListProps {
  id: string;
  items: MentionSuggestion[];
  onPick: (item: MentionSuggestion) => void;
  onActiveChange?: (optionId: string | null) => void;
  style?: React.CSSProperties;
  ref?: Ref<MentionListHandle>;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

export function MentionList({ id, items, onPick, onActiveChange, style, ref }: MentionListProps) {
  const [active, setActive] = useState(0);
  // A new list (the query changed) starts at its first member.
  useEffect(() => setActive(0), [items]);
  useEffect(() => {
    onActiveChange?.(items.length > 0 ? optionId(id, active) : null);
  }, [active, id, items.length, onActiveChange]);

  useImperativeHandle(
    ref,
    () => ({
      onKeyDown({ key }) {
        if (items.length === 0) return false;
        if (key === 'ArrowDown') setActive((i) => (i + 1) % items.length);
        else if (key === 'ArrowUp') setActive((i) => (i - 1 + items.length) % items.length);
        else if (key === 'Enter' || key === 'Tab')
          onPick(items[Math.min(active, items.length - 1)]!);
        else return false;
        return true;
      },
    }),
    [items, active, onPick],
  );

  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Members to mention"
      style={style}
      className="z-50 max-h-60 w-64 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg"
    >
      {items.map((item, index) => (
        <li
          key={item.username}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          // Keep the focus (and the "@…" being typed) in the editor.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(item)}
          onMouseEnter={() => setActive(index)}
          className={cn(
            'flex cursor-pointer items-baseline gap-2 rounded-md px-2.5 py-1.5 text-sm',
            index === active && 'bg-primary/15 text-primary',
          )}
        >
          <span className="font-medium">@{item.username}</span>
          {item.name && <span className="truncate text-xs text-muted-foreground">{item.name}</span>}
        </li>
      ))}
    </ul>
  );
}
