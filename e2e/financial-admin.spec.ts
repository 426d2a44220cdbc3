/**
 * Refunding in the back-office (issue 12): a member pays for Reader Plus with the test card; the
 * financial_admin demo account finds the payment in Admin → Financial and refunds it in full
 * with a reason; the member's plan ends at once, as the terms' refund policy says. An admin
 * (who lacks financial_refunds) sees the payment but no refund form.
 */
import { paths } from '../contracts/paths.js';
import { expectAccessible } from './support/accessible.js';
import { expect, test } from './support/app-test.js';
import { csrfHeaders, demoEmails } from './support/demo-accounts.js';
import { shootFromTop as shoot } from './support/screenshots.js';
import { newMemberPage, openApp, signedInPage } from './support/signed-in.js';
import { payWithTestCard } from './support/test-checkout.js';

const financeEmail = 'finance@bookhive.example';

test('a financial admin refunds a payment in full and the plan ends', async ({
  browser,
}, testInfo) => {
  // A member of this journey's own: the demo readers' plans belong to other journeys.
  const [memberContext, memberPage, member] = await newMemberPage(browser, 'Rowan Refund');
  const [financeContext, finance] = await signedInPage(browser, financeEmail);
  const [adminContext, admin] = await signedInPage(browser, demoEmails.admin);
  try {
    // The member pays for Reader Plus, monthly.
    await openApp(memberPage, paths.settingsPricing);
    const plans = memberPage.locator('#subscription');
    const readerPlus = plans.getByRole('region', { name: 'Reader Plus' });
    await readerPlus.getByRole('button', { name: 'Upgrade to Reader Plus' }).click();
    await expect(memberPage).toHaveURL(/\/checkout\/test\//);
    await payWithTestCard(memberPage, { amount: '$4.99', name: member.name });
    await expect(memberPage).toHaveURL(paths.settingsPricing);
    await expect(readerPlus.getByText('Your plan')).toBeVisible();

    // The figures, in the light theme (the member's pages stay dark: both are looked at).
    const light = await finance.request.put('/api/profiles/me/theme', {
      headers: csrfHeaders,
      data: { default: 'vibrant-light', pages: {} },
    });
    expect(light.ok()).toBe(true);
    await openApp(finance, '/admin/financial');
    await expect(finance.getByRole('heading', { name: 'Financial', level: 1 })).toBeVisible();
    await expect(finance.getByText('Revenue this month')).toBeVisible();
    await expect(finance.getByText(/Reader Plus: \d+/)).toBeVisible();
    await expectAccessible(finance, 'overview');
    await shoot(finance, testInfo, 'financial-1-overview');

    // The payment, found by the member's name.
    await finance.getByRole('tab', { name: 'Payments' }).click();
    await finance.getByLabel('Search payments').fill('rowan');
    await finance.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(finance.getByText('1 payment matching “rowan”')).toBeVisible();
    await expectAccessible(finance, 'payments');
    await shoot(finance, testInfo, 'financial-2-payments');
    await finance.getByRole('button', { name: /Payment of \$4\.99 by Rowan Refund/ }).click();
    const dialog = finance.getByRole('dialog', { name: 'Payment' });
    await expect(dialog.getByText('Reader Plus, monthly — subscription active')).toBeVisible();
    await expect(dialog.getByText('A full refund ends the member’s plan now')).toBeVisible();

    // A partial amount over what is left is refused before anything is sent.
    await dialog.getByRole('radio', { name: 'Part of it' }).check();
    await dialog.getByLabel('Amount (USD)').fill('5.00');
    await dialog.getByLabel('Reason').fill('Charged by mistake');
    await dialog.getByRole('button', { name: 'Refund $5.00' }).click();
    await expect(
      dialog.getByText('That is more than what is left to refund ($4.99).'),
    ).toBeVisible();

    // The whole of it.
    await dialog.getByRole('radio', { name: /All that is left/ }).check();
    await expectAccessible(finance, 'refund form');
    await shoot(finance, testInfo, 'financial-3-refund-form');
    await dialog.getByRole('button', { name: 'Refund $4.99' }).click();
    await expect(dialog.getByText('Nothing is left to refund.')).toBeVisible();
    await expect(dialog.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(dialog.getByText('subscription canceled')).toBeVisible();
    await expect(dialog.getByText('“Charged by mistake”')).toBeVisible();
    await shoot(finance, testInfo, 'financial-4-refunded');
    await finance.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // The refund's toast fades out (5 s) before axe looks: a fading toast has no contrast to judge.
    await expect(finance.getByText('Refund made')).toHaveCount(0, { timeout: 15_000 });

    // The disputes (none) and the plans, with a plan's edit dialog.
    await finance.getByRole('tab', { name: 'Disputes' }).click();
    await expect(finance.getByText('No disputes.')).toBeVisible();
    await expectAccessible(finance, 'disputes');
    await finance.getByRole('tab', { name: 'Plans' }).click();
    await finance.getByRole('button', { name: 'Edit Club Host' }).click();
    const edit = finance.getByRole('dialog', { name: 'Edit Club Host' });
    await expect(edit.getByLabel('Monthly (USD)')).toHaveValue('9.99');
    await expect(edit.getByLabel('Yearly (USD)')).toHaveValue('99.90');
    await expectAccessible(finance, 'plan dialog');
    await shoot(finance, testInfo, 'financial-4b-plan-edit');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // The member's plan ended at once.
    await openApp(memberPage, paths.settingsPricing);
    await expect(plans.getByRole('region', { name: 'Reader', exact: true })).toContainText(
      'Your plan',
    );
    await expect(readerPlus.getByRole('button', { name: 'Upgrade to Reader Plus' })).toBeVisible();
    await shoot(memberPage, testInfo, 'financial-5-member-plan-ended');

    // An admin sees the payment but may not refund.
    await openApp(admin, '/admin/financial?tab=payments');
    await admin.getByRole('button', { name: /Payment of \$4\.99 by Rowan Refund/ }).click();
    const seen = admin.getByRole('dialog', { name: 'Payment' });
    await expect(seen.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(seen.getByRole('form', { name: 'Refund this payment' })).toHaveCount(0);
  } finally {
    await memberContext.close();
    await financeContext.close();
    await adminContext.close();
  }
});

test('an affiliate admin sees View on Amazon clicks and changes the associate tag', async ({
  browser,
}, testInfo) => {
  const [readerContext, reader] = await signedInPage(browser, demoEmails.member);
  const [staffContext, staff] = await signedInPage(browser, 'affiliate@bookhive.example');
  try {
    // Amazon itself is not reached from the tests: its page is stood in for.
    await readerContext.route('https://www.amazon.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Amazon</title>' }),
    );
    const popular = await reader.request.get('/api/books/popular?limit=1');
    const [book] = (await popular.json()).books as { path: string; title: string }[];
    await openApp(reader, book!.path);
    const link = reader.getByRole('link', { name: /View on Amazon/ });
    await expect(link).toHaveAttribute('href', /tag=/);
    const counted = reader.waitForResponse(
      (r) => r.url().endsWith('/amazon-click') && r.request().method() === 'POST',
    );
    const popup = reader.waitForEvent('popup');
    await link.click();
    expect((await counted).status()).toBe(204);
    await (await popup).close();

    await openApp(staff, '/admin/financial?tab=affiliates');
    const panel = staff.getByRole('tabpanel', { name: 'Affiliates' });
    await expect(panel.getByText('1 click')).toHaveCount(2);
    await expect(panel.getByRole('link', { name: book!.title })).toBeVisible();
    await panel.getByRole('textbox', { name: 'Amazon associate tag' }).fill('bookhive-e2e-21');
    await panel.getByRole('button', { name: 'Save tag' }).click();
    await expect(panel.getByText('bookhive-e2e-21', { exact: true })).toBeVisible();
    await expectAccessible(staff, 'affiliates');
    await shoot(staff, testInfo, 'financial-6-affiliates');

    await openApp(reader, book!.path);
    await expect(reader.getByRole('link', { name: /View on Amazon/ })).toHaveAttribute(
      'href',
      /tag=bookhive-e2e-21/,
    );

    // An affiliate admin sees the plans but may not change them.
    await staff.getByRole('tab', { name: 'Plans' }).click();
    await expect(
      staff.getByText('Changing plans needs the financial edit permission.'),
    ).toBeVisible();
    await expect(staff.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  } finally {
    await readerContext.close();
    await staffContext.close();
  }
});
