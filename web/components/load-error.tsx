/**
 * What a page or a panel shows in place of data it could not load: what failed, why when it
 * helps, and "Try again" when trying again can help.
 */
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface LoadErrorProps {
  title: string;
  detail?: string | null | undefined;
  /** None: trying again would not help (the thing does not exist). */
  onRetry?: (() => void) | undefined;
  /** `danger` stands out where the failure is the page's main content. */
  tone?: 'plain' | 'danger' | undefined;
}

/** The error block every page and panel shares (role="alert", so it is read out). */
export function LoadError({ title, detail, onRetry, tone = 'plain' }: LoadErrorProps) {
  const danger = tone === 'danger';
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center text-center',
        danger
          ? 'rounded-2xl border border-danger/30 bg-danger/5 p-10'
          : 'rounded-xl border border-line bg-surface p-6',
      )}
    >
      {danger && <TriangleAlert className="mb-3 h-8 w-8 text-danger" aria-hidden />}
      <p className="font-semibold">{title}</p>
      {detail && <p className="mt-1 text-sm text-muted-foreground">{detail}</p>}
      {onRetry && (
        <Button variant="outline" className={danger ? 'mt-4' : 'mt-3'} onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
