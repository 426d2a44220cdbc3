/**
 * A review on a shelf: the first lines with "Read more", and — when the reviewer flagged
 * spoilers — nothing at all until the reader asks for it.
 */
import { EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { richTextClasses, richTextToPlain } from '@/components/rich-text/rich-text';

const longReview = 320;

export function ReviewExcerpt({
  html,
  hasSpoilers,
  className,
}: {
  html: string;
  hasSpoilers: boolean;
  className?: string;
}) {
  const [revealed, setRevealed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!html.trim()) return null;
  if (hasSpoilers && !revealed) {
    return (
      <button
        type="button"
        onClick={() => setRevealed(true)}
        className={cn(
          'inline-flex items-center gap-2 rounded-lg border border-dashed border-line px-3 py-1.5 text-sm font-medium text-muted-foreground transition hover:bg-surface-muted hover:text-foreground',
          className,
        )}
      >
        <EyeOff className="h-4 w-4" aria-hidden /> Show review (contains spoilers)
      </button>
    );
  }
  const long = richTextToPlain(html).length > longReview;
  return (
    <div className={className}>
      <div
        id={id}
        className={cn(
          richTextClasses,
          'text-sm text-foreground/90',
          long && !expanded && 'line-clamp-4',
        )}
        // The server sanitised this HTML (allowed tags only) before storing it.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 text-sm font-semibold text-primary hover:underline"
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      )}
    </div>
  );
}
