/**
 * A part of a server-rendered page that React hydrates as a task of its own. React hydrates
 * every Suspense boundary the server rendered separately, after the part around it, and gives
 * the browser its turn between them: a page hydrates in several short tasks instead of one long
 * one that holds up taps and keys (Lighthouse's total blocking time). Nothing inside suspends,
 * so the fallback is never shown.
 */
import { Suspense, type ReactNode } from 'react';

export function HydrationChunk({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
