/** An optional member limit: off means no limit; on, a number of seats (2 to 10,000). */
import { clubLimits } from '@contracts/club-constants';
import { useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';

export function MemberLimitField({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  error: string | undefined;
}) {
  const id = useId();
  // What is typed, kept while it is not a number yet (an empty field while retyping).
  const [typed, setTyped] = useState(value === null ? '' : String(value));
  const on = value !== null || typed !== '';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Member limit</legend>
      <Checkbox
        label="Limit how many members the club can have"
        checked={on}
        onCheckedChange={(checked) => {
          const next = checked ? String(value ?? 20) : '';
          setTyped(next);
          onChange(checked ? Number(next) : null);
        }}
      />
      {on && (
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-sm text-muted-foreground">
            At most
          </label>
          <div className="w-32">
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              min={clubLimits.memberLimitMin}
              max={clubLimits.memberLimitMax}
              value={typed}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                const number = event.target.valueAsNumber;
                onChange(Number.isNaN(number) ? clubLimits.memberLimitMin - 1 : number);
              }}
            />
          </div>
          <span className="text-sm text-muted-foreground">members</span>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
