/**
 * Upgrading in Chromium (issue 12): a demo member opens the plans in Settings, upgrades to
 * Reader Plus, is declined with Stripe's decline and insufficient-funds cards and told why, fails
 * and then passes the 3-D Secure step of Stripe's authentication card (a keyboard-reachable
 * dialog), and lands back in Settings with Reader Plus as their plan.
 */
import { cardMessages } from '../contracts/payments.js';
import { paths } from '../contracts/paths.js';
import { expect, test } from './support/app-test.js';
import { keyboardReady } from './support/accessible.js';
import { demoEmails } from './support/demo-accounts.js';
import { shootFromTop as shoot } from './support/screenshots.js';
import { openApp, signedInPage } from './support/signed-in.js';
import { payWithTestCard } from './support/test-checkout.js';

test('a member upgrades to Reader Plus with a test card', async ({ browser }, testInfo) => {
  const [context, page] = await signedInPage(browser, demoEmails.member);
  try {
    await openApp(page, paths.settingsPricing);
    const plans = page.locator('#subscription');
    const readerPlus = plans.getByRole('region', { name: 'Reader Plus' });
    await expect(readerPlus.getByText('$4.99')).toBeVisible();
    await expect(readerPlus.getByText('/month')).toBeVisible();
    await expect(plans.getByRole('region', { name: 'Reader', exact: true })).toContainText(
      'Your plan',
    );
    await plans.getByRole('radio', { name: 'Yearly' }).click();
    await expect(readerPlus.getByText('$49.90')).toBeVisible();
    await plans.getByRole('radio', { name: 'Monthly' }).click();
    await shoot(page, testInfo, 'payments-1-plans');

    await readerPlus.getByRole('button', { name: 'Upgrade to Reader Plus' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Test checkout — no real card is charged')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reader Plus' })).toBeVisible();

    const card = (cardNumber: string) =>
      payWithTestCard(page, { amount: '$4.99', cardNumber, name: 'Reader Demo' });
    await card('4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText(cardMessages.declined);
    await shoot(page, testInfo, 'payments-2-declined');

    await card('4000 0000 0000 9995');
    await expect(page.getByRole('alert')).toHaveText(cardMessages.insufficientFunds);

    // 3-D Secure: the bank's step is a dialog; Escape closes it and nothing is paid.
    const authentication = page.getByRole('dialog', { name: 'Confirm this payment' });
    await card('4000 0025 0000 3155');
    await expect(authentication).toBeVisible();
    await shoot(page, testInfo, 'payments-3-three-d-secure');
    await keyboardReady(authentication);
    await page.keyboard.press('Escape');
    await expect(authentication).toBeHidden();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await card('4000 0025 0000 3155');
    await authentication.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(page.getByRole('alert')).toHaveText(cardMessages.authenticationFailed);
    await card('4000 0025 0000 3155');
    await authentication.getByRole('button', { name: 'Approve' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(paths.settingsPricing);
    await expect(page.getByText('Welcome to Reader Plus')).toBeVisible();
    await expect(readerPlus.getByText('Your plan')).toBeVisible();
    await expect(readerPlus).toContainText('Renews on');
    await expect(readerPlus.getByRole('button', { name: /Upgrade/ })).toHaveCount(0);
    await shoot(page, testInfo, 'payments-4-subscribed');
  } finally {
    await context.close();
  }
});
