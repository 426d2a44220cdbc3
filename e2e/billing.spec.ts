/**
 * Managing a plan in Chromium (issue 12): a new reader's declined card charges nothing, the
 * success card gives them Reader Plus, and in Settings they cancel at the period's end (a
 * confirmation reached from the keyboard, then "Ends on …"), resume, and switch to Club Host.
 * The landing page's Premium card leads a signed-in reader to the pricing view.
 */
import { paymentsEndpoints } from '../contracts/endpoints/payments.js';
import { cardMessages } from '../contracts/payments.js';
import { paths } from '../contracts/paths.js';
import { expect, test } from './support/app-test.js';
import { shootFromTop as shoot } from './support/screenshots.js';
import { newMemberPage, openApp } from './support/signed-in.js';
import { payWithTestCard } from './support/test-checkout.js';

test('a reader upgrades, cancels at period end, resumes and switches plan', async ({
  browser,
}, testInfo) => {
  // A reader of this journey's own: the demo readers' plans belong to other journeys.
  const [context, page] = await newMemberPage(browser, 'Billie Planner');
  const myPlan = async () =>
    (await (await context.request.get(paymentsEndpoints.mine.path)).json()) as {
      subscription: { plan: string } | null;
    };
  /** The subscription section (or an open dialog) alone, at the desktop size and at 390 px. */
  const closeUp = async (name: string) => {
    const size = page.viewportSize();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const dialog = page.getByRole('dialog');
      const path = testInfo.outputPath(`${name}-close-${width}.png`);
      if (await dialog.isVisible()) await page.screenshot({ path });
      else await page.locator('#subscription').screenshot({ path });
    }
    if (size) await page.setViewportSize(size);
  };
  try {
    // The landing page's Premium card, signed in, leads to the pricing view.
    await openApp(page, '/');
    await page.getByRole('link', { name: /Premium Features/ }).click();
    await expect(page).toHaveURL(paths.settingsPricing);
    const plans = page.locator('#subscription');
    const readerPlus = plans.getByRole('region', { name: 'Reader Plus' });
    const clubHost = plans.getByRole('region', { name: 'Club Host' });
    await expect(readerPlus.getByText('$4.99')).toBeVisible();

    await readerPlus.getByRole('button', { name: 'Upgrade to Reader Plus' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    const pay = (cardNumber: string) =>
      payWithTestCard(page, { amount: '$4.99', cardNumber, name: 'Billie Planner' });
    await pay('4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText(cardMessages.declined);
    expect((await myPlan()).subscription).toBeNull();
    await shoot(page, testInfo, 'billing-1-declined');

    await pay('4242 4242 4242 4242');
    await expect(page).toHaveURL(paths.settingsPricing);
    const yourPlan = plans.getByRole('region', { name: 'Your plan' });
    await expect(yourPlan.getByRole('heading')).toHaveText('Your plan: Reader Plus');
    await expect(yourPlan).toContainText('Billed monthly');
    await expect(yourPlan).toContainText('Renews on');
    await expect(yourPlan.getByText('Active')).toBeVisible();
    await shoot(page, testInfo, 'billing-2-your-plan');
    await closeUp('billing-2-your-plan');

    // Cancel, from the keyboard: the dialog takes the focus and Tab reaches its buttons.
    await yourPlan.getByRole('button', { name: 'Cancel plan' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Cancel Reader Plus?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('You keep Reader Plus until');
    await shoot(page, testInfo, 'billing-3-cancel-dialog');
    await closeUp('billing-3-cancel-dialog');
    await confirm.getByRole('button', { name: 'Cancel at period end' }).focus();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(yourPlan).toContainText('Ends on');
    await expect(yourPlan.getByText('Ending')).toBeVisible();
    await expect(readerPlus).toContainText('Ends on');
    // A plan set to end is not switched until it is resumed.
    await expect(clubHost.getByRole('button')).toHaveCount(0);
    await shoot(page, testInfo, 'billing-4-ends-on');
    await closeUp('billing-4-ends-on');

    await yourPlan.getByRole('button', { name: 'Resume plan' }).click();
    await expect(yourPlan).toContainText('Renews on');
    await expect(yourPlan.getByText('Active')).toBeVisible();

    await clubHost.getByRole('button', { name: 'Switch to Club Host' }).click();
    const switching = page.getByRole('dialog', { name: 'Switch to Club Host?' });
    await expect(switching).toContainText('$9.99/month');
    await shoot(page, testInfo, 'billing-5-switch-dialog');
    await closeUp('billing-5-switch-dialog');
    await switching.getByRole('button', { name: 'Switch plan' }).click();
    await expect(switching).toBeHidden();
    await expect(yourPlan.getByRole('heading')).toHaveText('Your plan: Club Host');
    await expect(clubHost.getByText('Your plan')).toBeVisible();
    expect((await myPlan()).subscription?.plan).toBe('club_host');
    // The bill for the month paid, in the billing history below the plans.
    const history = page.getByRole('region', { name: 'Billing history' });
    const bills = history.getByRole('listitem');
    await expect(bills).toHaveCount(1);
    await expect(bills.first()).toContainText('Reader Plus, monthly');
    await expect(bills.first()).toContainText('$4.99');
    await expect(bills.first()).toContainText('Paid');
    await shoot(page, testInfo, 'billing-6-club-host');
    await closeUp('billing-6-club-host');

    // The light theme (the app starts dark): only this page's look, not the account's choice.
    await page.evaluate(() => {
      document.documentElement.classList.remove('dark');
      document.documentElement.classList.add('light');
    });
    await shoot(page, testInfo, 'billing-7-light');
    await closeUp('billing-7-light');
  } finally {
    await context.close();
  }
});
