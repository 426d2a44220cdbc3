/**
 * Reading statistics in Chromium (issue 12): Maya, on the free plan, opens /reading-stats and is
 * shown what Reader Plus brings; she follows it to the plans, pays with the success test card,
 * and opens her statistics from the account menu — the year in review against 2025, the charts,
 * another year, an empty one. Photographed in the dark theme the demo accounts start with and in
 * the light one, on a desktop and a 390 px phone.
 */
import { paths } from '../contracts/paths.js';
import { expectAccessible } from './support/accessible.js';
import { expect, test } from './support/app-test.js';
import { shootFromTop as shoot } from './support/screenshots.js';
import { openApp, signedInPage } from './support/signed-in.js';
import { payWithTestCard } from './support/test-checkout.js';
import { saveThemeMode } from './support/theme-mode.js';

const maya = { email: 'maya@bookhive.example', name: 'Maya Chen' };

test('a member upgrades to Reader Plus and sees their reading statistics', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const [context, page] = await signedInPage(browser, maya.email);
  try {
    // On the free plan: the page explains the statistics and leads to the plans.
    await openApp(page, paths.readingStats);
    await expect(page.getByRole('heading', { name: 'Reading statistics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your reading, in charts' })).toBeVisible();
    await expect(page.getByText('Reading statistics come with Reader Plus')).toBeVisible();
    await expect(page.getByLabel('Year')).toHaveCount(0);
    await shoot(page, testInfo, 'reading-stats-1-upsell-dark');
    await expectAccessible(page, 'the upsell, dark');
    await saveThemeMode(context.request, 'light');
    await openApp(page, paths.readingStats);
    await expect(page.getByRole('heading', { name: 'Your reading, in charts' })).toBeVisible();
    await shoot(page, testInfo, 'reading-stats-1-upsell-light');
    await saveThemeMode(context.request, 'dark');
    await openApp(page, paths.readingStats);

    await page.getByRole('link', { name: 'See Reader Plus in the plans' }).click();
    await expect(page).toHaveURL(paths.settingsPricing);
    const readerPlus = page.locator('#subscription').getByRole('region', { name: 'Reader Plus' });
    await expect(readerPlus).toContainText('Reading statistics: books and pages by month');
    await readerPlus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('reading-stats-plans-dark.png') });
    await readerPlus.getByRole('button', { name: 'Upgrade to Reader Plus' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Test checkout — no real card is charged')).toBeVisible();
    await payWithTestCard(page, { amount: '$4.99', name: maya.name });
    await expect(page).toHaveURL(paths.settingsPricing);
    await expect(readerPlus.getByText('Your plan')).toBeVisible();

    // Now from the account menu: her 2026 against 2025.
    await page.getByRole('button', { name: `Account menu for ${maya.name}` }).click();
    await page.getByRole('menuitem', { name: 'Reading statistics' }).click();
    await expect(page).toHaveURL(paths.readingStats);
    const review = page.getByRole('region', { name: '2026 in review' });
    await expect(review).toBeVisible();
    await expect(review.getByText('+10 on 2025')).toBeVisible();
    await expect(review.getByText('First finished')).toBeVisible();
    await expect(review.getByRole('link', { name: 'The Hobbit' }).first()).toBeVisible();
    for (const chart of [
      'books-by-month-chart',
      'pages-by-month-chart',
      'genres-chart',
      'ratings-chart',
    ])
      await expect(
        page.getByTestId(chart).locator('.recharts-bar-rectangle').first(),
      ).toBeVisible();
    await expect(page.getByText(/13 rated, [\d.]+ stars on average/)).toBeVisible();
    await shoot(page, testInfo, 'reading-stats-2-year-dark');
    await expectAccessible(page, 'the statistics, dark');

    await page.getByLabel('Year').selectOption('2025');
    await expect(page).toHaveURL(`${paths.readingStats}?year=2025`);
    await expect(page.getByRole('region', { name: '2025 in review' })).toContainText(
      'None in 2024',
    );

    await openApp(page, `${paths.readingStats}?year=2019`);
    await expect(page.getByRole('heading', { name: 'No books finished in 2019' })).toBeVisible();
    await shoot(page, testInfo, 'reading-stats-3-empty-dark');

    // The light theme.
    await saveThemeMode(context.request, 'light');
    await openApp(page, paths.readingStats);
    await expect(page.getByRole('region', { name: '2026 in review' })).toBeVisible();
    await expect(
      page.getByTestId('genres-chart').locator('.recharts-bar-rectangle').first(),
    ).toBeVisible();
    await shoot(page, testInfo, 'reading-stats-4-year-light');
    await expectAccessible(page, 'the statistics, light');
    await saveThemeMode(context.request, 'dark');
  } finally {
    await context.close();
  }
});
