/**
 * A book's cover, or — when there is none or it fails to load — a placeholder drawn from the
 * title and author, so a missing cover never looks broken.
 */
import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: 'w-12 h-18 text-[7px]',
  md: 'w-24 h-36 text-[10px]',
  lg: 'w-40 h-60 text-sm',
  xl: 'w-56 h-84 text-base',
} as const;

/** A stable hue from the title, so each placeholder keeps its colour. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function BookCover({
  url,
  title,
  author,
  size = 'md',
  className,
}: {
  url: string | null | undefined;
  title: string;
  author?: string | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const frame = cn(
    'relative shrink-0 overflow-hidden rounded-md shadow-md ring-1 ring-black/10',
    sizes[size],
    className,
  );
  if (url && !failed) {
    return (
      <img
        src={url}
        alt={`Cover of ${title}`}
        loading="lazy"
        className={cn(frame, 'object-cover')}
        onError={() => setFailed(true)}
      />
    );
  }
  const hue = hueOf(title);
  return (
    <div
      role="img"
      aria-label={`Cover of ${title}`}
      // Padding in em, not %: a percentage follows the parent's width, not the cover's.
      className={cn(frame, 'flex flex-col justify-between p-[0.8em] text-white')}
      style={{
        background: `linear-gradient(160deg, hsl(${hue} 45% 38%), hsl(${(hue + 40) % 360} 50% 22%))`,
      }}
    >
      <span
        className="line-clamp-4 font-display font-bold leading-tight"
        style={{ fontSize: '1.15em' }}
      >
        {title}
      </span>
      {author && <span className="line-clamp-2 opacity-80">{author}</span>}
      <span aria-hidden className="absolute inset-y-0 left-0 w-[6%] bg-black/20" />
    </div>
  );
}
