import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning indicator; give it a label when it is the only sign that something is loading. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('h-4 w-4 animate-spin', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'status' : undefined}
    />
  );
}
