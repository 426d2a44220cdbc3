/**
 * The built index.html with what blocks its first paint inlined: the stylesheet and the theme
 * script. On a slow phone network each was a round trip before anything showed (Lighthouse
 * counted 0.3 and 0.4 s on a book page). The app is a single page, so the stylesheet is read
 * once a visit either way.
 *
 * And the app starts after the first paint: a small script in place of the module tags adds
 * them once the browser has drawn the page. A page that arrives rendered (decision 0012) is
 * then on screen before 400 KB of JavaScript is evaluated and hydrated; left to themselves,
 * the browser runs module scripts that are already there (cached, or fetched quickly) before
 * it first paints, and a slow phone shows nothing meanwhile (decision 0014).
 *
 * Both scripts are allowed by their hashes in the Content-Security-Policy (security.ts), so
 * scripts still run only from our own origin or with our exact text.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface InlinedIndex {
  html: string;
  /** CSP sources ('sha256-…') of the inlined scripts. */
  scriptHashes: string[];
}

const stylesheet = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;
const themeScript = /<script src="\/(theme-boot\.js)"><\/script>/;
const entryScript = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/** The id of the script that starts the app (e2e/security/page-inspection.ts knows it). */
const startScriptId = 'bookhive-start';

/**
 * Adds the entry module and its preloads once the page has been drawn. The page is drawn after
 * the document is parsed (DOMContentLoaded), and Chrome reports the largest paint only once
 * that frame is on screen, tens of milliseconds after it was committed: starting at the next
 * animation frame, as this did, fetched the scripts before the paint had been reported in two
 * runs of three, and Lighthouse, which simulates a slow phone from what happened before the
 * largest paint, then counted their download and evaluation into it (1.7 s instead of 0.9).
 * So where the browser reports largest paints, the app starts with the first one drawn after
 * parsing, or 200 ms after it if none comes (a page drawn while parsing, a tab in the
 * background). Elsewhere it starts after the next frame.
 */
function startAfterPaint(entry: string, preloads: string[]): string {
  const add = (tag: string, props: Record<string, string>) =>
    `a(${JSON.stringify(tag)},${JSON.stringify(props)})`;
  return [
    '(function(){',
    'function a(t,p){var e=document.createElement(t);Object.assign(e,p);document.head.appendChild(e)}',
    'var started=0;',
    'function start(){if(started)return;started=1;setTimeout(function(){',
    ...preloads.map(
      (href) => `${add('link', { rel: 'modulepreload', crossOrigin: 'anonymous', href })};`,
    ),
    `${add('script', { type: 'module', crossOrigin: 'anonymous', src: entry })}`,
    '})}',
    'function go(){var parsed=performance.now(),lcp="largest-contentful-paint",wait=0;',
    'if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf(lcp)>=0){',
    'wait=200;new PerformanceObserver(function(list,o){list.getEntries().forEach(function(e){',
    'if(e.startTime>=parsed){o.disconnect();start()}})}).observe({type:lcp,buffered:true})}',
    'requestAnimationFrame(function(){setTimeout(start,wait)})}',
    "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',go);else go()",
    '})()',
  ].join('');
}

function hashOf(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
}

function readBuilt(webRoot: string, file: string): string | null {
  const full = path.join(webRoot, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
}

export function inlineCriticalAssets(indexHtml: string, webRoot: string): InlinedIndex {
  const scriptHashes: string[] = [];
  let html = indexHtml.replace(stylesheet, (tag, file: string) => {
    const css = readBuilt(webRoot, file);
    // A stylesheet that could end the element early stays a link.
    return css === null || /<\/style/i.test(css) ? tag : `<style>${css}</style>`;
  });
  html = html.replace(themeScript, (tag, file: string) => {
    const script = readBuilt(webRoot, file);
    if (script === null || /<\/script/i.test(script)) return tag;
    scriptHashes.push(hashOf(script));
    return `<script>${script}</script>`;
  });
  const entry = entryScript.exec(html)?.[1];
  if (entry) {
    const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
    const start = startAfterPaint(entry, preloads);
    scriptHashes.push(hashOf(start));
    html = html
      .replace(modulePreload, '')
      .replace(entryScript, () => `<script id="${startScriptId}">${start}</script>`);
  }
  return { html, scriptHashes };
}
