/**
 * The shelf button beside a book. Not shelved: "Want to read" in one click, with a menu for
 * the other shelves. Shelved: the current shelf, checkmarked, opening the same menu with
 * "Remove from shelf".
 */
import { shelfStatusLabels, shelfStatuses, type ShelfStatus } from '@contracts/shelf-statuses';
import { Check, ChevronDown, NotebookPen, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted data-[disabled]:opacity-50';

export function ShelfStatusButton({
  title,
  status,
  busy,
  size = 'md',
  onChoose,
  onRemove,
  onEdit,
}: {
  /** The book's title, for the labels screen readers hear in a list of books. */
  title: string;
  status: ShelfStatus | null;
  busy: boolean;
  size?: 'sm' | 'md';
  onChoose: (status: ShelfStatus) => void;
  onRemove: () => void;
  onEdit: () => void;
}) {
  const height = size === 'sm' ? 'h-8 text-sm' : 'h-10 text-sm';
  const menu = (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="start"
        sideOffset={6}
        className="z-50 w-60 rounded-xl border border-line bg-surface p-1.5 shadow-xl animate-fade-in"
      >
        <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-medium text-muted-foreground">
          Shelve as
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={status ?? ''}
          onValueChange={(value) => onChoose(value as ShelfStatus)}
        >
          {shelfStatuses.map((value) => (
            <DropdownMenu.RadioItem key={value} value={value} className={itemClasses}>
              <span className="flex h-4 w-4 items-center justify-center">
                <DropdownMenu.ItemIndicator>
                  <Check className="h-4 w-4 text-primary" aria-hidden />
                </DropdownMenu.ItemIndicator>
              </span>
              {shelfStatusLabels[value]}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item className={itemClasses} onSelect={onEdit}>
          <NotebookPen className="h-4 w-4" aria-hidden />
          {status ? 'Review, dates and tags…' : 'Add with a review and dates…'}
        </DropdownMenu.Item>
        {status && (
          <DropdownMenu.Item className={cn(itemClasses, 'text-danger')} onSelect={onRemove}>
            <Trash2 className="h-4 w-4" aria-hidden /> Remove from shelf
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );

  if (status) {
    return (
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={`On your shelf: ${shelfStatusLabels[status]}. Change shelf for ${title}`}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-lg border border-success/40 bg-success/10 px-3 font-semibold text-success transition hover:bg-success/15',
            height,
          )}
          disabled={busy}
        >
          {busy ? <Spinner /> : <Check className="h-4 w-4" aria-hidden />}
          <span className="whitespace-nowrap">{shelfStatusLabels[status]}</span>
          <ChevronDown className="h-4 w-4 opacity-70" aria-hidden />
        </DropdownMenu.Trigger>
        {menu}
      </DropdownMenu.Root>
    );
  }

  const primary =
    'inline-flex items-center justify-center gap-1.5 bg-primary font-semibold text-primary-foreground shadow-sm shadow-primary/20 transition hover:brightness-110 disabled:pointer-events-none disabled:opacity-50';
  return (
    <div className="inline-flex">
      <button
        type="button"
        onClick={() => onChoose('want_to_read')}
        disabled={busy}
        aria-label={`Want to read ${title}`}
        className={cn(primary, 'whitespace-nowrap rounded-l-lg px-3.5', height)}
      >
        {busy && <Spinner />} Want to read
      </button>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={`More shelves for ${title}`}
          disabled={busy}
          className={cn(primary, 'rounded-r-lg border-l border-primary-foreground/25 px-2', height)}
        >
          <ChevronDown className="h-4 w-4" aria-hidden />
        </DropdownMenu.Trigger>
        {menu}
      </DropdownMenu.Root>
    </div>
  );
}
