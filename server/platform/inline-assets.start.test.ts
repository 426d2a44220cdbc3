/**
 * When the start script adds the app's modules (decision 0014): only after the largest paint
 * drawn once the document is parsed, where the browser reports largest paints; after a
 * fallback wait if none comes; after the next frame where the browser reports none. The script
 * runs here against a stand-in of the few browser features it touches, with time moved by hand.
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineCriticalAssets } from './inline-assets.js';

const indexHtml = `<head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
</head>`;
const start = /<script id="bookhive-start">([^<]*)<\/script>/.exec(
  inlineCriticalAssets(indexHtml, '/nowhere').html,
)?.[1];

function browser({ reportsLargestPaints }: { reportsLargestPaints: boolean }) {
  let now = 0;
  const added: string[] = [];
  let timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const onParsed: (() => void)[] = [];
  const observers: { callback: (list: unknown, o: unknown) => void; live: boolean }[] = [];
  const context = {
    document: {
      readyState: 'loading',
      addEventListener: (_event: string, listener: () => void) => onParsed.push(listener),
      createElement: (tag: string) => ({ tag }),
      head: {
        appendChild: (element: { tag: string; src?: string; href?: string }) =>
          added.push(`${element.tag} ${element.src ?? element.href}`),
      },
    },
    performance: { now: () => now },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
    PerformanceObserver: reportsLargestPaints
      ? Object.assign(
          function (this: unknown, callback: (list: unknown, o: unknown) => void) {
            const observer = { callback, live: true };
            observers.push(observer);
            return { observe: () => undefined, disconnect: () => (observer.live = false) };
          },
          { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
        )
      : undefined,
    Object,
  };
  (context as unknown as { window: unknown }).window = context;
  vm.runInNewContext(start!, context);
  return {
    added,
    parsed(at: number) {
      now = at;
      for (const listener of onParsed) listener();
    },
    frame(at: number) {
      now = at;
      for (const callback of frames.splice(0)) callback();
    },
    largestPaint(startTime: number, reportedAt: number) {
      now = reportedAt;
      const list = { getEntries: () => [{ startTime }] };
      for (const observer of observers) {
        if (observer.live) observer.callback(list, { disconnect: () => (observer.live = false) });
      }
    },
    wait(until: number) {
      now = until;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.run();
      // What those timers set that is already due.
      if (timers.some((timer) => timer.at <= now)) this.wait(until);
    },
  };
}

describe('the start script', () => {
  it('adds the app after the largest paint drawn once the page is parsed, and only then', () => {
    const page = browser({ reportsLargestPaints: true });
    page.largestPaint(40, 45); // Drawn while parsing: not yet the page.
    page.parsed(100);
    page.frame(110);
    page.wait(150);
    expect(page.added).toEqual([]);
    page.largestPaint(130, 160); // The parsed page, on screen at 130, reported at 160.
    page.wait(160);
    expect(page.added).toEqual(['link /assets/react-abc.js', 'script /assets/index-abc.js']);
    page.wait(400); // The fallback adds nothing twice.
    expect(page.added).toHaveLength(2);
  });

  it('adds the app 200 ms after the frame when no largest paint comes', () => {
    const page = browser({ reportsLargestPaints: true });
    page.parsed(100);
    page.frame(110);
    page.wait(300);
    expect(page.added).toEqual([]);
    page.wait(310);
    expect(page.added).toHaveLength(2);
  });

  it('adds the app after the next frame where the browser reports no largest paints', () => {
    const page = browser({ reportsLargestPaints: false });
    page.parsed(100);
    expect(page.added).toEqual([]);
    page.frame(110);
    page.wait(110);
    expect(page.added).toHaveLength(2);
  });
});
