/**
 * Ratings in half stars. `StarRating` shows one; `StarRatingInput` lets a reader pick 0.5–5 with
 * the mouse (left half of a star = half) or the keyboard (arrows move by half a star).
 */
import { Star } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '@/lib/cn';

function StarShape({ fill, className }: { fill: 0 | 0.5 | 1; className?: string }) {
  return (
    <span className={cn('relative inline-block', className)}>
      <Star className="h-full w-full text-line" fill="currentColor" strokeWidth={0} aria-hidden />
      {fill > 0 && (
        <span
          className="absolute inset-0 overflow-hidden"
          style={{ width: fill === 1 ? '100%' : '50%' }}
        >
          <Star
            className="h-full w-full text-amber-400"
            style={{ width: '100%', minWidth: '100%' }}
            fill="currentColor"
            strokeWidth={0}
            aria-hidden
          />
        </span>
      )}
    </span>
  );
}

function fillFor(position: number, value: number): 0 | 0.5 | 1 {
  if (value >= position) return 1;
  if (value >= position - 0.5) return 0.5;
  return 0;
}

export function StarRating({
  value,
  size = 'h-4 w-4',
  label,
}: {
  value: number | null;
  size?: string;
  label?: string;
}) {
  const rounded = value === null ? 0 : Math.round(value * 2) / 2;
  return (
    <span
      role="img"
      aria-label={label ?? (value === null ? 'Not rated' : `${value} out of 5 stars`)}
      className="inline-flex items-center gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((position) => (
        <StarShape key={position} fill={fillFor(position, rounded)} className={size} />
      ))}
    </span>
  );
}

export function StarRatingInput({
  value,
  onChange,
  disabled,
  label = 'Your rating',
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  label?: string;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  // Arrow keys count from the last value chosen, not from `value`: quick presses come faster
  // than each new value comes back through the parent, and would otherwise be lost. `value`
  // takes over again once it has caught up, or at once when it changes from elsewhere (a save
  // the server refused).
  const chosen = useRef(value);
  const unanswered = useRef<(number | null)[]>([]);
  useEffect(() => {
    const answered = unanswered.current.indexOf(value);
    unanswered.current = answered < 0 ? [] : unanswered.current.slice(answered + 1);
    if (unanswered.current.length === 0) chosen.current = value;
  }, [value]);
  const choose = (next: number | null) => {
    chosen.current = next;
    unanswered.current.push(next);
    onChange(next);
  };

  const pick = (position: number) => (event: MouseEvent<HTMLSpanElement>) => {
    const half =
      event.clientX - event.currentTarget.getBoundingClientRect().left <
      event.currentTarget.offsetWidth / 2;
    const next = half ? position - 0.5 : position;
    choose(next === value ? null : next);
  };
  const hoverAt = (position: number) => (event: MouseEvent<HTMLSpanElement>) => {
    const half =
      event.clientX - event.currentTarget.getBoundingClientRect().left <
      event.currentTarget.offsetWidth / 2;
    setHover(half ? position - 0.5 : position);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = chosen.current ?? 0;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') choose(Math.min(5, current + 0.5));
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown')
      choose(current <= 0.5 ? null : current - 0.5);
    else if (event.key === 'Delete' || event.key === 'Backspace') choose(null);
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={5}
      aria-valuenow={value ?? 0}
      aria-valuetext={value === null ? 'Not rated' : `${value} out of 5 stars`}
      aria-disabled={disabled}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setHover(null)}
      className="inline-flex items-center gap-0.5 rounded-md focus-visible:outline-2"
    >
      {/* The stars are pointer targets inside the one slider control, not controls of their
          own: a button inside a slider is a nested control that screen readers cannot reach. */}
      {[1, 2, 3, 4, 5].map((position) => (
        <span
          key={position}
          aria-hidden
          onClick={disabled ? undefined : pick(position)}
          onMouseMove={disabled ? undefined : hoverAt(position)}
          className={cn('h-7 w-7', disabled ? 'cursor-default' : 'cursor-pointer')}
        >
          <StarShape fill={fillFor(position, shown)} className="h-7 w-7" />
        </span>
      ))}
      <span className="ml-2 w-10 text-sm tabular-nums text-muted-foreground">
        {value === null ? '' : value.toFixed(1)}
      </span>
    </div>
  );
}
