/** Public or private, as two labelled radio cards (arrow keys move between them). */
import type { ClubVisibility } from '@contracts/club-constants';
import { Lock, LockOpen } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

const choices = [
  {
    value: 'public',
    label: 'Public',
    detail: 'Anyone may join at once and see everything.',
    Icon: LockOpen,
  },
  {
    value: 'private',
    label: 'Private',
    detail: 'Readers ask to join and hosts let them in; you choose what outsiders see.',
    Icon: Lock,
  },
] as const;

export function VisibilityField({
  value,
  onChange,
}: {
  value: ClubVisibility;
  onChange: (value: ClubVisibility) => void;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">Who can join</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map(({ value: choice, label, detail, Icon }) => (
          <label
            key={choice}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/60',
              value === choice
                ? 'border-primary bg-primary/5'
                : 'border-line hover:border-primary/40',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="block font-semibold">{label}</span>
              <span className="mt-0.5 block text-sm text-muted-foreground">{detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
