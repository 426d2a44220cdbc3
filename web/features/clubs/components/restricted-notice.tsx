/** What a private club's outsiders are told: what the hosts show them, and how to see more. */
import type { ClubPage } from '@contracts/clubs';
import { Lock } from 'lucide-react';

const hidden = {
  description: 'what it is about',
  currentBook: 'what it is reading',
  rules: 'its rules',
  members: 'who is in it',
} as const;

export function RestrictedNotice({ page }: { page: ClubPage }) {
  if (!page.restricted) return null;
  const kept = (Object.keys(hidden) as (keyof typeof hidden)[])
    .filter((part) => !page.club.outsiderView[part])
    .map((part) => hidden[part]);
  const pending = page.club.membership?.status === 'pending';
  return (
    <div className="flex gap-3 rounded-2xl border border-line bg-surface-muted/60 p-4 text-sm">
      <Lock className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
      <p>
        <span className="font-semibold">This club is private.</span>{' '}
        {kept.length > 0 && `Its hosts keep ${listed(kept)} for members. `}
        {pending
          ? 'You will see everything once the hosts let you in.'
          : 'Ask to join, and you will see everything once the hosts let you in.'}
      </p>
    </div>
  );
}

/** "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
