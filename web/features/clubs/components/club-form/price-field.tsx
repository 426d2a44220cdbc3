/**
 * A club's price (issue 12): free, or a monthly price in dollars that members pay to join. Paid
 * clubs come with the Club Host plan (the server checks); a new price is for new members only.
 */
import { clubPriceNotes } from '@contracts/club-constants';
import { useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';

/** Cents to what the field shows: "15", "19.50". */
const dollars = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

export function PriceField({
  value,
  onChange,
  error,
}: {
  /** Cents a month; null for a free club. */
  value: number | null;
  onChange: (value: number | null) => void;
  error: string | undefined;
}) {
  const id = useId();
  const [typed, setTyped] = useState(value === null ? '' : dollars(value));
  const on = value !== null || typed !== '';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Price</legend>
      <Checkbox
        label="Charge members a monthly price (Club Host plan)"
        checked={on}
        onCheckedChange={(checked) => {
          const next = checked ? dollars(value ?? 1500) : '';
          setTyped(next);
          onChange(checked ? Math.round(Number(next) * 100) : null);
        }}
      />
      {on && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="text-sm text-muted-foreground">
            Members pay $
          </label>
          <div className="w-28">
            <Input
              id={id}
              type="number"
              inputMode="decimal"
              min={1}
              max={1000}
              step="0.01"
              value={typed}
              aria-invalid={Boolean(error)}
              aria-describedby={`${id}-note${error ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                setTyped(event.target.value);
                const number = event.target.valueAsNumber;
                // Not a number yet: a value the schema refuses, with its message.
                onChange(Number.isNaN(number) ? 0 : Math.round(number * 100));
              }}
            />
          </div>
          <span className="text-sm text-muted-foreground">per month</span>
        </div>
      )}
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        {on
          ? `${clubPriceNotes.newMembersOnly} ${clubPriceNotes.freeMembersStay}`
          : 'Free: anyone may join (or ask to, for a private club).'}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
