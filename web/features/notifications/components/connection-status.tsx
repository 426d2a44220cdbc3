/**
 * The live connection's state (SPEC §4) where members look for news: in the bell's panel as
 * words, and on the bell as a dot while live updates are down. "Degraded" is said plainly: the
 * page is checking every 30 s instead.
 */
import type { ConnectionState } from '@/lib/realtime/connection';
import { cn } from '@/lib/cn';

const words: Record<ConnectionState, string | null> = {
  connected: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  degraded: 'Offline — checking every 30 s',
  stopped: null,
};

/** What the bell's label adds for a state that is not plainly live. */
export function connectionNote(state: ConnectionState): string {
  if (state === 'reconnecting') return ' (reconnecting)';
  if (state === 'degraded') return ' (live updates paused)';
  return '';
}

export function ConnectionStatus({ state }: { state: ConnectionState }) {
  const text = words[state];
  if (!text) return null;
  const live = state === 'connected';
  return (
    <span
      role="status"
      data-testid="connection-status"
      className="flex items-center gap-1.5 text-xs text-muted-foreground"
    >
      <span
        aria-hidden
        className={cn(
          'h-2 w-2 rounded-full',
          live ? 'bg-success' : state === 'degraded' ? 'bg-danger' : 'bg-warning animate-pulse',
        )}
      />
      {text}
    </span>
  );
}

/** The dot on the bell while live updates are down. */
export function ConnectionDot({ state }: { state: ConnectionState }) {
  if (state !== 'reconnecting' && state !== 'degraded') return null;
  return (
    <span
      aria-hidden
      className={cn(
        'absolute bottom-0.5 right-0.5 h-2 w-2 rounded-full ring-2 ring-surface',
        state === 'degraded' ? 'bg-danger' : 'bg-warning',
      )}
    />
  );
}
