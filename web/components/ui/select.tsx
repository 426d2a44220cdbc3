/** A native select in the look of the design system's inputs, with a visible focus ring. */
import type { SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A `<select>`; give it a label (Field does). */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-foreground',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60',
        'disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
