/**
 * A category's icon, drawn from the sprite (assets/category-icons.svg) rather than from
 * lucide's components, so the taxonomy's thirty-odd icons cost the pages no JavaScript; the
 * browser fetches the sprite once and keeps it. Same look as a lucide icon.
 */
// Never inlined as a data: URL, which <use> cannot point into.
import spriteUrl from '../assets/category-icons.svg?no-inline';

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
