/**
 * A moment written in the reader's own time zone, on a page the server may have rendered. The
 * server does not know the reader's zone, so the server and the hydrating browser both write it
 * in UTC — they must agree, or the renderer throws the server's part of the page away — and the
 * browser rewrites it in the reader's zone before it next paints (a layout effect, which the
 * server does not run). A state and an effect rather than useSyncExternalStore's server
 * snapshot: Preact, which renders the app (decision 0015), has no server snapshot.
 */
import { useLayoutEffect, useState } from 'react';

const formats = {
  /** "Nov 24, 2026" */
  date: { dateStyle: 'medium' },
  /** "November 2026" */
  month: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Format = keyof typeof formats;

const readerZone = new Map<Format, Intl.DateTimeFormat>();
const utc = new Map<Format, Intl.DateTimeFormat>();

function formatter(format: Format, inUtc: boolean): Intl.DateTimeFormat {
  const kept = inUtc ? utc : readerZone;
  let made = kept.get(format);
  if (!made) {
    made = new Intl.DateTimeFormat(
      'en',
      inUtc ? { ...formats[format], timeZone: 'UTC' } : formats[format],
    );
    kept.set(format, made);
  }
  return made;
}

/** False on the server and in the browser's first render; true from then on. */
function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false);
  useLayoutEffect(() => setAfter(true), []);
  return after;
}

export function LocalTime({ iso, format }: { iso: string; format: Format }) {
  const inReaderZone = useAfterFirstRender();
  return <time dateTime={iso}>{formatter(format, !inReaderZone).format(new Date(iso))}</time>;
}
