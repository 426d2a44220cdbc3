/**
 * Playwright's `test` with a page whose `goto` and `reload` wait until the app has taken over
 * the page. A public page arrives rendered and the app starts after the first paint
 * (server/platform/inline-assets.ts), so the load event no longer means the app is running: a
 * click before then lands on the server's HTML, as a person's would on a slow phone. The app
 * marks the document when it is ready (web/main.tsx). Not waited for: a page loaded with
 * JavaScript off, a `goto` that asks only for the response to begin ('commit'), and documents
 * that are not the app.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Waits until the app runs the page (or the document is not the app). */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.app === 'ready' || !document.getElementById('root'),
  );
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await appReady(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await appReady(page);
        return response;
      };
    }
    await use(page);
  },
});
