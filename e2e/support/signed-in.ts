/** Journeys with more than one person: a browser context signed in as a demo account. */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { authEndpoints } from '../../contracts/endpoints/auth.js';
import { appReady } from './app-test.js';
import { csrfHeaders, signInAsDemo } from './demo-accounts.js';
import { linkTo, waitForMail } from './mailbox.js';

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

/**
 * A member of the journey's own: signed up, e-mail confirmed (the link from the e2e mailbox)
 * and signed in, in a new browser context. Journeys that change a member's plan use one, so
 * what one journey bought never stands in another's way.
 */
export async function newMemberPage(
  browser: Browser,
  fullName: string,
): Promise<[BrowserContext, Page, { email: string; name: string }]> {
  const context = await browser.newContext();
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const first = fullName.split(' ')[0]!.toLowerCase();
  const email = `${first}-${tag}@journeys.example`;
  // With a username from the start, no "Choose Your Username" dialog stands in the journey.
  const username = `${first}${tag}`.slice(0, 24);
  const password = 'Journey#Member2026';
  const startedAt = Date.now();
  // From an address of its own (the e2e server trusts X-Forwarded-For, as behind a proxy).
  const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const signUp = await context.request.post(authEndpoints.signUp.path, {
    headers: { ...csrfHeaders, 'x-forwarded-for': address },
    data: { email, password, confirmPassword: password, fullName, username, agreeToTerms: true },
  });
  expect(signUp.ok(), `sign-up of ${email}: ${signUp.status()}`).toBe(true);
  const mail = await waitForMail(email, /Confirm your email/, startedAt);
  const token = new URL(linkTo(mail, '/auth/callback')).searchParams.get('token');
  const verified = await context.request.post(authEndpoints.verifyEmail.path, {
    headers: csrfHeaders,
    data: { token },
  });
  expect(verified.ok(), `e-mail confirmation of ${email}: ${verified.status()}`).toBe(true);
  const signedIn = await context.request.post(authEndpoints.signIn.path, {
    headers: csrfHeaders,
    data: { email, password },
  });
  expect(signedIn.ok(), `sign-in of ${email}: ${signedIn.status()}`).toBe(true);
  return [context, await context.newPage(), { email, name: fullName }];
}
