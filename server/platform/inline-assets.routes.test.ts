/**
 * Nothing blocks a page's first paint (issue 9): the built stylesheet and the theme script
 * arrive inside the HTML, the app's modules are added after the first paint, and the
 * Content-Security-Policy allows those two scripts by their hashes — never inline scripts in
 * general.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { inlineCriticalAssets } from './inline-assets.js';

const css = 'body{color:#111}.card{border:1px solid}';
const themeScript = "(function(){document.documentElement.classList.add('light')})();\n";
const indexHtml = `<!doctype html><html><head>
<script src="/theme-boot.js"></script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

describe('the first paint waits for nothing but the page', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-web-'));
    await fs.mkdir(path.join(webRoot, 'assets'));
    await fs.writeFile(path.join(webRoot, 'index.html'), indexHtml);
    await fs.writeFile(path.join(webRoot, 'assets/index-abc.css'), css);
    await fs.writeFile(path.join(webRoot, 'assets/index-abc.js'), 'export {};');
    await fs.writeFile(path.join(webRoot, 'theme-boot.js'), themeScript);
    t = await createTestApp({}, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  it('inlines the stylesheet and the theme script, and allows that script by its hash', async () => {
    for (const url of ['/', '/book-shelf']) {
      const response = await t.server.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<style>${css}</style>`);
      expect(response.body).toContain(`<script>${themeScript}</script>`);
      expect(response.body).not.toContain('rel="stylesheet"');
      expect(response.body).not.toContain('src="/theme-boot.js"');
      // The app's module and its preloads are added after the first paint, by a script of ours.
      expect(response.body).not.toContain('type="module"');
      expect(response.body).not.toContain('rel="modulepreload"');
      const start = /<script id="bookhive-start">([^<]*)<\/script>/.exec(response.body)?.[1];
      expect(start).toContain('requestAnimationFrame');
      expect(start).toContain('"src":"/assets/index-abc.js"');
      expect(start).toContain('"href":"/assets/react-abc.js"');
      const hash = (script: string) => crypto.createHash('sha256').update(script).digest('base64');
      const scriptSrc = String(response.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe(
        `script-src 'self' 'sha256-${hash(themeScript)}' 'sha256-${hash(start!)}'`,
      );
    }
  });

  it('leaves as links what could end its element early', () => {
    const hostile = '.a{content:"</style><script>alert(1)</script>"}';
    const folder = webRoot;
    return fs.writeFile(path.join(folder, 'assets/bad.css'), hostile).then(() => {
      const html = '<link rel="stylesheet" crossorigin href="/assets/bad.css">';
      expect(inlineCriticalAssets(html, folder)).toEqual({ html, scriptHashes: [] });
    });
  });
});
