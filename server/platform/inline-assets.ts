/**
 * The built index.html with what blocks its first paint inlined: the stylesheet and the theme
 * script. On a slow phone network each was a round trip before anything showed (Lighthouse
 * counted 0.3 and 0.4 s on a book page). The script is allowed by its hash in the
 * Content-Security-Policy (security.ts), so scripts still run only from our own origin or
 * with our exact text. The app is a single page, so the stylesheet is read once a visit either
 * way.
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
    scriptHashes.push(`'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`);
    return `<script>${script}</script>`;
  });
  return { html, scriptHashes };
}
