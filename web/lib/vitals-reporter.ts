/**
 * Reports this page load's web vitals (issue 9, item 6) with the `web-vitals` library: each
 * metric's final value is kept, and the batch is sent once the page is hidden (tab switch,
 * navigation away, close) with `fetch(..., { keepalive: true })`, which outlives the page and,
 * unlike sendBeacon, can carry the CSRF header. The server samples, caps and derives the page
 * type from the path; the measurements belong to the page the visit started on, since LCP,
 * FCP and TTFB only exist for a full page load.
 */
import { analyticsEndpoints } from '@contracts/endpoints/analytics';
import type { VitalName, VitalReport } from '@contracts/vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { session } from './browser-storage';

const sessionKey = 'bookhive.analytics-session';

/** SPEC §3's analytics session id, one per tab (session storage). */
function analyticsSessionId(): string {
  const existing = session.get(sessionKey);
  if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
  // randomUUID exists only on https and localhost; elsewhere any random letters will do.
  const id =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
          b.toString(16).padStart(2, '0'),
        ).join('');
  session.set(sessionKey, id);
  return id;
}

export function startVitalsReporting(): void {
  const pageUrl = location.pathname;
  const pending = new Map<VitalName, VitalReport['metrics'][number]>();

  const keep = (metric: Metric) => {
    pending.set(metric.name as VitalName, {
      name: metric.name as VitalName,
      value: Math.max(0, metric.value),
      id: metric.id,
      navigationType: metric.navigationType,
    });
  };

  const flush = () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return;
    const report: VitalReport = {
      sessionId: analyticsSessionId(),
      pageUrl,
      metrics: [...pending.values()],
    };
    pending.clear();
    fetch(analyticsEndpoints.reportVitals.path, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-bookhive-csrf': '1' },
      body: JSON.stringify(report),
    }).catch(() => {
      // Lost measurements are only a smaller sample; never bother the reader with them.
    });
  };

  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(keep);
  addEventListener('visibilitychange', flush);
}
