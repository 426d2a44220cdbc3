/** The four shelves as one radio group of buttons. */
import { shelfStatusLabels, shelfStatuses, type ShelfStatus } from '@contracts/shelf-statuses';
import { cn } from '@/lib/cn';

export function StatusPicker({
  value,
  onChange,
  error,
}: {
  value: ShelfStatus;
  onChange: (next: ShelfStatus) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">Shelf</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-1.5 sm:grid-cols-4">
        {shelfStatuses.map((status) => (
          <label
            key={status}
            className={cn(
              'flex cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-center text-sm font-medium transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
              value === status
                ? 'border-primary bg-primary/15 text-primary'
                : 'border-line hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name="status"
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              className="sr-only"
            />
            {shelfStatusLabels[status]}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
