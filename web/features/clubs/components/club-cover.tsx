/**
 * A club's cover: its uploaded picture (square, as the server stores it), or — when there is
 * none or it fails to load — its initials on colours drawn from its name, so every club looks
 * like itself and a missing cover never looks broken.
 */
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A stable hue from the club's name, so each club keeps its colour. */
function clubHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * The club's colours as a CSS gradient: bright for the stand-in cover, deeper for the banner
 * behind it, so the cover stands out against it.
 */
export function clubGradient(name: string, kind: 'cover' | 'banner' = 'cover'): string {
  const hue = clubHue(name);
  const next = (hue + 50) % 360;
  return kind === 'cover'
    ? `linear-gradient(135deg, hsl(${hue} 55% 32%), hsl(${next} 60% 48%))`
    : `linear-gradient(120deg, hsl(${next} 45% 20%), hsl(${hue} 50% 30%) 60%, hsl(${(hue + 300) % 360} 45% 26%))`;
}

export function ClubCover({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl: string | null;
  /** Its size, corners and initials' size: `h-20 w-20 rounded-xl text-2xl`. */
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const frame = cn('shrink-0 overflow-hidden shadow-md ring-1 ring-black/10', className);
  if (avatarUrl && !failed)
    return (
      <img
        src={avatarUrl}
        alt={`Cover of ${name}`}
        loading="lazy"
        className={cn(frame, 'bg-surface-muted object-cover')}
        onError={() => setFailed(true)}
      />
    );
  return (
    <div
      role="img"
      aria-label={`Cover of ${name}`}
      className={cn(frame, 'flex items-center justify-center font-bold text-white')}
      style={{ background: clubGradient(name) }}
    >
      <span aria-hidden className="drop-shadow">
        {initialsOf(name)}
      </span>
    </div>
  );
}

/** "Night Owls" -> "NO"; "Dune" -> "DU"; a name in any script keeps its first letters. */
function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters =
    words.length > 1
      ? [...(words[0] ?? '')].slice(0, 1).join('') + [...(words[1] ?? '')].slice(0, 1).join('')
      : [...(words[0] ?? '?')].slice(0, 2).join('');
  return letters.toLocaleUpperCase();
}
