/**
 * A paid club's failed renewal in Chromium (issue 12): a member joins a $15 club with the card
 * that pays now but declines every renewal (4000 0000 0000 0341); the app's clock moves a month
 * on, the test provider's renewal fails, and the club's page tells the member their payment
 * failed and until when they keep access; Settings lists the club with "Payment failed". Paying
 * with another card on the test checkout puts it right.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { authEndpoints } from '../contracts/endpoints/auth.js';
import { paths } from '../contracts/paths.js';
import { expect, test } from './support/app-test.js';
import { moveAppClock, resetAppClock } from './support/app-clock.js';
import { csrfHeaders } from './support/demo-accounts.js';
import { shootFromTop as shoot } from './support/screenshots.js';
import { newMemberPage, openApp } from './support/signed-in.js';
import { payWithTestCard } from './support/test-checkout.js';
import { saveThemeMode } from './support/theme-mode.js';

const day = 86_400_000;

/** On the test checkout, pays with `cardNumber`. */
async function payOnTestCheckout(page: Page, amount: string, cardNumber: string) {
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await payWithTestCard(page, { amount, cardNumber });
}

/** A month on the app's clock ended the session: the member signs in again. */
async function signInAgain(context: BrowserContext, email: string) {
  const signedIn = await context.request.post(authEndpoints.signIn.path, {
    headers: csrfHeaders,
    data: { email, password: 'Journey#Member2026' },
  });
  expect(signedIn.ok(), `sign-in of ${email}: ${signedIn.status()}`).toBe(true);
}

test('a failed club renewal: the grace notice on the club’s page and in Settings', async ({
  browser,
}, testInfo) => {
  // The renewal job runs once a minute on the server: the journey waits for it.
  test.setTimeout(300_000);
  const name = `Overdue Owls ${Date.now() % 1_000_000}`;
  const [hostContext, hostPage] = await newMemberPage(browser, 'Hilde Host');
  const [readerContext, firstPage, reader] = await newMemberPage(browser, 'Rita Reader');
  let readerPage = firstPage;
  try {
    await openApp(hostPage, paths.settingsPricing);
    const clubHost = hostPage.locator('#subscription').getByRole('region', { name: 'Club Host' });
    await clubHost.getByRole('button', { name: 'Upgrade to Club Host' }).click();
    await payOnTestCheckout(hostPage, '$9.99', '4242 4242 4242 4242');
    await expect(hostPage).toHaveURL(paths.settingsPricing);
    await openApp(hostPage, paths.clubCreate);
    await hostPage.getByLabel('Club name').fill(name);
    await hostPage.getByLabel('Description').fill('We read late, and pay late.');
    await hostPage.getByLabel('Category').selectOption('Mystery');
    await hostPage.getByRole('checkbox', { name: /Charge members a monthly price/ }).click();
    await hostPage.getByLabel('Members pay $').fill('15');
    await hostPage.getByRole('button', { name: 'Create Book Club' }).click();
    await expect(hostPage.getByRole('heading', { level: 1, name })).toBeVisible();
    const clubPath = new URL(hostPage.url()).pathname;

    // The member pays with the card that declines every renewal.
    await openApp(readerPage, clubPath);
    await readerPage.getByRole('button', { name: 'Join for $15/month' }).click();
    await payOnTestCheckout(readerPage, '$15.00', '4000 0000 0000 0341');
    await expect(readerPage).toHaveURL(clubPath);
    await expect(readerPage.getByRole('button', { name: 'Leave club' })).toBeVisible();
    await expect(readerPage.getByRole('region', { name: 'Your payment failed' })).toHaveCount(0);

    // A month passes: the renewal fails, and the grace begins.
    // The page still open would speak for the ended session (and sign the member out): it
    // closes first, and the member comes back in a page of their own.
    await readerPage.close();
    await moveAppClock(31 * day);
    await signInAgain(readerContext, reader.email);
    readerPage = await readerContext.newPage();
    const notice = readerPage.getByRole('region', { name: 'Your payment failed' });
    await expect(async () => {
      await openApp(readerPage, clubPath);
      await expect(notice).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 150_000, intervals: [5_000] });
    await expect(notice).toContainText(/You keep access until \w+ \d+, \d{4}/);
    const fix = notice.getByRole('button', { name: 'Pay with another card' });
    await expect(fix).toBeVisible();
    await fix.focus();
    await shoot(readerPage, testInfo, 'club-billing-1-grace-notice');
    await saveThemeMode(readerContext.request, 'light');
    await readerPage.reload();
    await expect(notice).toBeVisible();
    await shoot(readerPage, testInfo, 'club-billing-2-grace-notice-light');

    // Settings lists the club with its standing.
    await openApp(readerPage, `${paths.settings}#subscription`);
    const paid = readerPage.getByRole('region', { name: 'Paid club memberships' });
    await expect(paid.getByRole('link', { name })).toHaveAttribute('href', clubPath);
    await expect(paid).toContainText('Payment failed');
    await expect(paid).toContainText('$15/month');
    await paid.scrollIntoViewIfNeeded();
    await readerPage.screenshot({ path: testInfo.outputPath('club-billing-3-settings-light.png') });
    await readerPage.setViewportSize({ width: 390, height: 844 });
    await paid.scrollIntoViewIfNeeded();
    await expect(paid).toBeInViewport();
    // The settings cards ease in as they come into view: the picture waits for them.
    await readerPage.waitForTimeout(600);
    await readerPage.screenshot({ path: testInfo.outputPath('club-billing-3-settings-390.png') });
    await readerPage.setViewportSize({ width: 1280, height: 900 });
    await saveThemeMode(readerContext.request, 'dark');
    await readerPage.reload();
    await paid.scrollIntoViewIfNeeded();
    await readerPage.screenshot({ path: testInfo.outputPath('club-billing-4-settings-dark.png') });

    // Paying what is due with another card puts it right.
    await paid.getByRole('button', { name: 'Pay now' }).click();
    await expect(readerPage.getByText('Pay what is due for your membership of')).toBeVisible();
    await payOnTestCheckout(readerPage, '$15.00', '4242 4242 4242 4242');
    await expect(readerPage.getByText('Thank you: you are paid up')).toBeVisible();
    await expect(readerPage).toHaveURL(clubPath);
    await expect(notice).toHaveCount(0);
    await openApp(readerPage, `${paths.settings}#subscription`);
    await expect(paid).toContainText('Active');
    await expect(paid).toContainText(/Renews on/);
  } finally {
    resetAppClock();
    await hostContext.close();
    await readerContext.close();
  }
});
