import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** A checkbox with its label; the whole label is clickable. */
export function Checkbox({
  checked,
  onCheckedChange,
  label,
  invalid,
  describedBy,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <RadixCheckbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className="mt-0.5 flex h-4.5 w-4.5 shrink-0 items-center justify-center rounded border border-line bg-surface transition data-[state=checked]:border-primary data-[state=checked]:bg-primary aria-[invalid=true]:border-danger"
      >
        <RadixCheckbox.Indicator>
          <Check className="h-3.5 w-3.5 text-primary-foreground" strokeWidth={3} aria-hidden />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id} className="text-sm leading-snug text-muted-foreground">
        {label}
      </label>
    </div>
  );
}
