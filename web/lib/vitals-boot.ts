/**
 * Starts the web vitals reporter once the page is idle, loading `web-vitals` in its own chunk:
 * it is never in a page's first-load JavaScript or its critical path. The library still sees
 * the earlier paints (it reads the buffered performance entries).
 */
let started = false;

export function bootVitalsReporting(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const start = () => {
    import('./vitals-reporter')
      .then(({ startVitalsReporting }) => startVitalsReporting())
      .catch(() => {
        // An old chunk after a deploy: this load simply goes unmeasured.
      });
  };
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, 2_000);
}
