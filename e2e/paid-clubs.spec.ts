/**
 * Paid clubs in Chromium (issue 12): a demo member upgrades to Club Host with the test card,
 * creates a club at $15 a month, and /book-clubs shows "$15/month" as the landing cards do; a
 * second demo member opens it, pays with the test card on the test checkout and is a member
 * (the membership made by the paid event); the host sees that member paying, the club's
 * earnings and the platform's fee, and sets up (test) payouts; the provider's payouts (one
 * paid, one sent back by the bank) show in the host's panel. Then the financial admin refunds
 * that member's payment in full, and the membership ends with it, as the terms' refund policy
 * says; staff see the host's payouts too.
 */
import type { Page } from '@playwright/test';
import { paths } from '../contracts/paths.js';
import { expect, test } from './support/app-test.js';
import { shootFromTop as shoot } from './support/screenshots.js';
import { deliverTestProviderEvent, testPayoutEvent } from './support/provider-events.js';
import { openApp, signedInPage } from './support/signed-in.js';
import { payWithTestCard } from './support/test-checkout.js';
import { saveThemeMode } from './support/theme-mode.js';

const stamp = () => String(Date.now() % 1_000_000);
const host = { email: 'priya@bookhive.example', name: 'Priya Raman' };
const reader = { email: 'tomas@bookhive.example', name: 'Tomás Berger' };

/** On the test checkout (clearly marked as one), pays with Stripe's success card. */
async function payOnTestCheckout(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Test checkout — no real card is charged')).toBeVisible();
  await payWithTestCard(page, { amount, name: 'Demo Reader' });
}

test('a host creates a paid club, a second member pays and joins', async ({
  browser,
}, testInfo) => {
  const name = `Ledger Lovers ${stamp()}`;
  const [hostContext, hostPage] = await signedInPage(browser, host.email);
  const [readerContext, readerPage] = await signedInPage(browser, reader.email);
  try {
    // The host upgrades to Club Host with Stripe's success card.
    await openApp(hostPage, paths.settingsPricing);
    const clubHost = hostPage.locator('#subscription').getByRole('region', { name: 'Club Host' });
    await clubHost.getByRole('button', { name: 'Upgrade to Club Host' }).click();
    await payOnTestCheckout(hostPage, '$9.99');
    await expect(hostPage).toHaveURL(paths.settingsPricing);
    await expect(clubHost.getByText('Your plan')).toBeVisible();

    // …and creates a club at $15 a month.
    await openApp(hostPage, paths.clubCreate);
    await hostPage.getByLabel('Club name').fill(name);
    await hostPage.getByLabel('Description').fill('Novels about money, read monthly.');
    await hostPage.getByLabel('Category').selectOption('Business');
    await hostPage.getByRole('checkbox', { name: /Charge members a monthly price/ }).click();
    await hostPage.getByLabel('Members pay $').fill('15');
    await expect(
      hostPage.getByText(/A new price applies to members who join from now on/),
    ).toBeVisible();
    await shoot(hostPage, testInfo, 'paid-clubs-1-create');
    await hostPage.getByRole('button', { name: 'Create Book Club' }).click();
    await expect(hostPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(hostPage.getByText('$15/month').first()).toBeVisible();
    const clubUrl = hostPage.url();

    // The second member finds it on /book-clubs, priced as the landing cards are.
    await openApp(readerPage, `${paths.bookClubs}?q=${encodeURIComponent(name.toLowerCase())}`);
    const card = readerPage.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('$15/month');
    await shoot(readerPage, testInfo, 'paid-clubs-2-book-clubs');
    await card.getByRole('link', { name }).click();
    await expect(readerPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(readerPage.getByTestId('club-member-count')).toHaveText('1 member');
    await shoot(readerPage, testInfo, 'paid-clubs-3-club-page');

    // Joining goes through checkout; the membership comes with the payment.
    await readerPage.getByRole('button', { name: 'Join for $15/month' }).click();
    await expect(readerPage.getByRole('heading', { name })).toBeVisible();
    await expect(readerPage.getByText('Join the paid club')).toBeVisible();
    await shoot(readerPage, testInfo, 'paid-clubs-4-checkout');
    await payOnTestCheckout(readerPage, '$15.00');
    await expect(readerPage).toHaveURL(clubUrl);
    await expect(readerPage.getByText(`Welcome to ${name}`)).toBeVisible();
    await expect(readerPage.getByRole('button', { name: 'Leave club' })).toBeVisible();
    await expect(readerPage.getByTestId('club-member-count')).toHaveText('2 members');
    await shoot(readerPage, testInfo, 'paid-clubs-5-member');

    // The host sees the member paying, the earnings, and sets up payouts.
    await openApp(hostPage, `${new URL(clubUrl).pathname}/settings`);
    const panel = hostPage.getByRole('region', { name: 'Members and payments' });
    await expect(panel.getByRole('list', { name: 'Paying members' })).toContainText(reader.name);
    await expect(panel.getByRole('list', { name: 'Paying members' })).toContainText('Paying');
    const earnings = panel.getByRole('table', { name: 'Earnings by month' });
    await expect(earnings).toContainText('$15.00');
    await expect(earnings).toContainText('$1.50');
    await expect(earnings).toContainText('$13.50');
    await panel.getByRole('button', { name: 'Set up payouts' }).click();
    await expect(panel.getByText('Payouts ready')).toBeVisible();
    await expect(panel.getByText(/No payouts yet/)).toBeVisible();

    // Days later the provider pays the host's share out; one payout's bank sends it back.
    const session = await (await hostContext.request.get('/api/auth/session')).json();
    const accountId = `acct_test_${(session.user.id as string).replaceAll('-', '')}`;
    const payoutTag = stamp();
    await deliverTestProviderEvent(
      hostContext.request,
      testPayoutEvent({
        accountId,
        payoutId: `po_e2e_${payoutTag}_1`,
        amount: 1350,
        status: 'failed',
        failureMessage: 'The bank account has been closed.',
      }),
    );
    await deliverTestProviderEvent(
      hostContext.request,
      testPayoutEvent({
        accountId,
        payoutId: `po_e2e_${payoutTag}_2`,
        amount: 1350,
        status: 'paid',
      }),
    );
    await hostPage.reload();
    const latest = panel.getByRole('list', { name: 'Latest payouts' });
    await expect(latest.getByRole('listitem')).toHaveCount(2);
    await expect(latest).toContainText('Failed: The bank account has been closed.');
    await expect(latest).toContainText('Paid');
    await expect(latest).toContainText('$13.50');
    await latest.scrollIntoViewIfNeeded();
    await shoot(hostPage, testInfo, 'paid-clubs-6-host-payments');

    // The same view in the light theme.
    await saveThemeMode(hostContext.request, 'light');
    await hostPage.reload();
    await expect(hostPage.locator('html')).toHaveClass(/light/);
    await expect(panel.getByText('Payouts ready')).toBeVisible();
    await shoot(hostPage, testInfo, 'paid-clubs-7-host-payments-light');
    await saveThemeMode(hostContext.request, 'dark');

    // Settings lists them too (where a payout's notification leads).
    await openApp(hostPage, paths.settingsPricing);
    const yours = hostPage.getByRole('list', { name: 'Your payouts' });
    await expect(yours).toContainText('Failed: The bank account has been closed.');
    // The settings page is long: the section alone, at the desktop size and at 390 px.
    const section = hostPage.getByRole('region', { name: 'Your payouts' });
    await section.screenshot({ path: testInfo.outputPath('paid-clubs-7b-payouts-desktop.png') });
    await hostPage.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: testInfo.outputPath('paid-clubs-7b-payouts-390.png') });
    await hostPage.setViewportSize({ width: 1280, height: 900 });

    // Staff refund the member's payment in full: the membership ends with it.
    const [financeContext, finance] = await signedInPage(browser, 'finance@bookhive.example');
    try {
      await openApp(finance, '/admin/financial?tab=payments');
      await finance.getByLabel('Search payments').fill('tomas');
      await finance.getByRole('button', { name: 'Search', exact: true }).click();
      await finance
        .getByRole('button', { name: new RegExp(`Payment of \\$15\\.00 by ${reader.name}`) })
        .click();
      const dialog = finance.getByRole('dialog', { name: 'Payment' });
      await expect(dialog.getByText(/Paid club membership, monthly/)).toBeVisible();
      await expect(
        dialog.getByText('A full refund ends the member’s club membership now, as our terms say.'),
      ).toBeVisible();
      await dialog.getByLabel('Reason').fill('Joined the wrong club');
      await shoot(finance, testInfo, 'paid-clubs-8-refund');
      await dialog.getByRole('button', { name: 'Refund $15.00' }).click();
      await expect(dialog.getByText('Refunded', { exact: true })).toBeVisible();
      // …and see the host's payouts, the failed one with the bank's reason.
      await openApp(finance, '/admin/financial?tab=payouts');
      const payouts = finance.getByRole('list', { name: 'Payouts' });
      await expect(payouts).toContainText(host.name);
      await expect(payouts).toContainText('The bank account has been closed.');
      await shoot(finance, testInfo, 'paid-clubs-9-payouts');
    } finally {
      await financeContext.close();
    }
    await readerPage.reload();
    await expect(readerPage.getByRole('button', { name: 'Join for $15/month' })).toBeVisible();
    await expect(readerPage.getByTestId('club-member-count')).toHaveText('1 member');
    await shoot(readerPage, testInfo, 'paid-clubs-10-refunded');
  } finally {
    await hostContext.close();
    await readerContext.close();
  }
});
