/**
 * The landing page's 3D carousel of books (SPEC §5). The selected book faces the reader; up to
 * three neighbours either side turn away into the distance and the rest are hidden. The
 * selection wraps at both ends and moves on by itself every 5 s while there is more than one
 * book — pausing while the pointer or keyboard focus is on it, when the reader pauses it, and
 * from the start for readers who ask their system for reduced motion (WCAG 2.2.2).
 */
import type { BookSummary } from '@contracts/books';
import { uiTimings } from '@contracts/constants';
import { ChevronLeft, ChevronRight, ExternalLink, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { BookCover } from '@/components/ui/book-cover';
import { Button, buttonClasses } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { cn } from '@/lib/cn';
import { isHidden, ringOffset, wrapIndex } from '../lib/carousel-position';

/**
 * Counts a View on Amazon click for the affiliate figures. Loaded when clicked: a module shared
 * by the public pages would add a chunk to every page's first load.
 */
function countAmazonClick(workId: string) {
  import('../lib/amazon-click')
    .then((clicks) => clicks.countAmazonClick(workId))
    .catch(() => {
      // A lost count only makes the figures a little smaller.
    });
}

/** A horizontal drag longer than this (in CSS pixels) turns the carousel. */
const swipeThreshold = 40;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The place of a book `offset` steps from the selected one, on a ring seen from the front. */
function slideStyle(offset: number): CSSProperties {
  const distance = Math.abs(offset);
  return {
    transform: `translateX(calc(-50% + ${offset} * var(--carousel-step))) translateZ(${-distance * 150}px) rotateY(${-Math.sign(offset) * Math.min(distance * 22, 45)}deg)`,
    zIndex: 10 - distance,
    opacity: isHidden(offset) ? 0 : 1 - distance * 0.18,
  };
}

export function BookCarousel({ books, label }: { books: BookSummary[]; label: string }) {
  const count = books.length;
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const rotating = count > 1 && !paused && !held;

  // A timeout per selection, not an interval: a manual turn gives the reader a full 5 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(
      () => setSelected((index) => wrapIndex(index + 1, count)),
      uiTimings.carouselIntervalMs,
    );
    return () => clearTimeout(timer);
  }, [rotating, selected, count]);

  const turn = (steps: number) => setSelected((index) => wrapIndex(index + steps, count));
  const book = books[wrapIndex(selected, count)];
  if (!book) return null;

  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= swipeThreshold) turn(moved < 0 ? 1 : -1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="mt-8"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') turn(-1);
        else if (event.key === 'ArrowRight') turn(1);
      }}
    >
      <div
        className="relative h-72 touch-pan-y overflow-hidden select-none [perspective:1100px] sm:h-80"
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div className="absolute inset-0 [--carousel-step:64%] [transform-style:preserve-3d] sm:[--carousel-step:88%]">
          {books.map((item, index) => {
            const offset = ringOffset(index, selected, count);
            const hidden = isHidden(offset);
            const author = item.authors[0]?.name;
            return (
              <div
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={offset !== 0}
                inert={offset !== 0}
                className={cn(
                  'absolute left-1/2 top-4 transition-[transform,opacity] duration-500 ease-out motion-reduce:transition-none',
                  hidden && 'pointer-events-none invisible',
                )}
                style={slideStyle(offset)}
              >
                {offset === 0 ? (
                  <Link
                    to={item.path}
                    className="block rounded-md focus-visible:outline-offset-4"
                    draggable={false}
                  >
                    <BookCover
                      url={item.coverUrl}
                      title={item.title}
                      author={author}
                      size="lg"
                      className="shadow-2xl"
                    />
                  </Link>
                ) : (
                  // Not focusable (the arrows and keys do that); a click brings the book forward.
                  <BookCover
                    url={item.coverUrl}
                    title={item.title}
                    author={author}
                    size="lg"
                    className="cursor-pointer"
                  />
                )}
              </div>
            );
          })}
          {/* Clicks on a turned-away cover land here, as `inert` keeps them off the slide. */}
          {count > 1 && (
            <>
              <button
                type="button"
                tabIndex={-1}
                aria-hidden
                className="absolute inset-y-0 left-0 z-20 w-[calc(50%-5rem)] cursor-pointer"
                onClick={() => turn(-1)}
              />
              <button
                type="button"
                tabIndex={-1}
                aria-hidden
                className="absolute inset-y-0 right-0 z-20 w-[calc(50%-5rem)] cursor-pointer"
                onClick={() => turn(1)}
              />
            </>
          )}
        </div>
      </div>

      <div aria-live={rotating ? 'off' : 'polite'} className="mx-auto max-w-xl text-center">
        <h3 className="line-clamp-2 text-xl font-bold leading-snug">
          <Link to={book.path} className="hover:text-primary hover:underline">
            {book.title}
          </Link>
        </h3>
        <p className="mt-1 text-muted-foreground">
          {book.authors.length > 0 ? `by ${book.authors.map((a) => a.name).join(', ')}` : ' '}
        </p>
        {book.rating !== null && (
          <p className="mt-2 flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <StarRating value={book.rating} size="h-4 w-4" />
            {book.rating.toFixed(2)}
          </p>
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        <Link to={book.path} className={buttonClasses('primary', 'md')}>
          View book
        </Link>
        {book.amazonUrl && (
          <a
            href={book.amazonUrl}
            onClick={() => countAmazonClick(book.id)}
            onAuxClick={(event) => event.button === 1 && countAmazonClick(book.id)}
            target="_blank"
            rel="noopener noreferrer sponsored"
            className={buttonClasses('outline', 'md')}
          >
            View on Amazon <ExternalLink className="h-4 w-4" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>

      {count > 1 && (
        <div className="mt-5 flex items-center justify-center gap-2">
          <Button variant="ghost" size="icon" aria-label="Previous book" onClick={() => turn(-1)}>
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </Button>
          <span className="min-w-16 text-center text-sm tabular-nums text-muted-foreground">
            {wrapIndex(selected, count) + 1} / {count}
          </span>
          <Button variant="ghost" size="icon" aria-label="Next book" onClick={() => turn(1)}>
            <ChevronRight className="h-5 w-5" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={paused ? 'Start turning automatically' : 'Stop turning automatically'}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? (
              <Play className="h-4 w-4" aria-hidden />
            ) : (
              <Pause className="h-4 w-4" aria-hidden />
            )}
          </Button>
        </div>
      )}
    </section>
  );
}
