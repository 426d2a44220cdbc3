/**
 * A post or message that spoils a book up to a point (issue 10, item 6): for a reader whose progress is
 * behind it, the text is not even in the page until they ask for it with the cover's button;
 * a reader who is past it sees the text with a small tag saying so, and a writer their own text
 * with the tag the others see.
 */
import { spoilerNotice } from '@contracts/spoiler-constants';
import type { Spoiler } from '@contracts/spoilers';
import { EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';

export function SpoilerShield({
  spoiler,
  mine = false,
  children,
}: {
  spoiler: Spoiler | null;
  /** The viewer wrote it: the tag names the mark without saying how far they have read. */
  mine?: boolean;
  children: ReactNode;
}) {
  const [revealed, setRevealed] = useState(false);
  if (!spoiler) return children;
  const notice = spoilerNotice(spoiler.bookTitle, spoiler);
  if (spoiler.shielded && !revealed) {
    return (
      <button
        type="button"
        onClick={() => setRevealed(true)}
        className="flex w-full items-center gap-3 rounded-lg border border-dashed border-warning/60 bg-warning/10 px-4 py-5 text-left text-sm font-medium transition hover:bg-warning/15"
      >
        <EyeOff className="h-5 w-5 shrink-0 text-warning" aria-hidden />
        <span>
          {notice} — <span className="text-primary underline underline-offset-2">Show</span>
        </span>
      </button>
    );
  }
  return (
    <div className="space-y-2">
      <p className="inline-flex rounded-full bg-warning/15 px-2.5 py-0.5 text-xs font-medium text-warning">
        {spoiler.shielded || mine ? notice : `${notice} (you're past it)`}
      </p>
      {children}
    </div>
  );
}
