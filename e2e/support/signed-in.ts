/** Journeys with more than one person: a browser context signed in as a demo account. */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { appReady } from './app-test.js';
import { signInAsDemo } from './demo-accounts.js';

/** A new browser context signed in as the demo account `email`, and a page in it. */
export async function signedInPage(
  browser: Browser,
  email: string,
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext();
  await signInAsDemo(context.request, email);
  return [context, await context.newPage()];
}

/**
 * Opens `path` in a page made outside the `test` fixture (whose own `goto` waits for the app),
 * once the app runs it.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
}
