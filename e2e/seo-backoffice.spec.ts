/**
 * The SEO back-office in a real browser (issue 9, item 5): a redirect rule made, tested and
 * followed; a book title template edited with its live preview; the sitemap built now; and
 * real visitors' vitals drawn.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app-test.js';
import { demoPassword } from './support/env.js';

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('admin@bookhive.example');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('a redirect rule is created, tested, and followed by the browser', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/url-management');
  const oldPath = `/e2e-старые-книги-${Date.now()}`;
  const form = page.getByRole('form', { name: 'Add a redirect rule' });
  await form.getByLabel('Old path').fill(oldPath);
  await form.getByLabel('New path').fill('/find-books');
  await form.getByLabel('Status').selectOption('302');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByText('Rule added')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit the rule for ${oldPath}` })).toBeVisible();

  // A duplicate is refused beside the old path.
  await form.getByLabel('Old path').fill(`${oldPath}/`);
  await form.getByLabel('New path').fill('/browse');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    `${oldPath} already has a redirect rule: edit that rule instead.`,
  );

  await page.getByLabel('Path to test').fill(`${oldPath}?q=dune`);
  await expect(page.getByTestId('redirect-test-result')).toContainText(
    'goes to /find-books?q=dune',
  );

  await page.goto(`${oldPath}?q=dune`);
  await expect(page).toHaveURL(/\/find-books\?q=dune$/);
});

test('a book title template is edited with its preview, and saved', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/seo');
  await page.getByRole('button', { name: 'Book page' }).click();
  const title = page.getByLabel('Title');
  await expect(title).toHaveValue('{title} by {author} · {siteName}');
  await expect(page.getByTestId('serp-title')).toHaveText('Dune by Frank Herbert · Bookhive');

  await title.fill('{title} ({author}) | {price}');
  await expect(page.getByRole('alert')).toContainText('uses {price}');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await title.fill('Read {title} by {author} on {siteName}');
  await expect(page.getByTestId('serp-title')).toHaveText('Read Dune by Frank Herbert on Bookhive');
  await expect(page.getByTestId('card-title')).toHaveText('Read Dune by Frank Herbert on Bookhive');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Book page texts saved')).toBeVisible();
  await expect(page.getByText('Customised', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Use built-in texts' }).click();
  await expect(page.getByText('Built-in texts', { exact: true })).toBeVisible();
});

test('the sitemap is built now and lists its files', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/sitemap');
  await page.getByRole('button', { name: 'Build now' }).click();
  await expect(page.getByText('Last built')).toBeVisible();
  await expect(page.getByText('Categories', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Show the \d+ files/ }).click();
  await expect(page.getByRole('link', { name: '/sitemaps/categories-1.xml' })).toBeVisible();
});

test("real visitors' vitals are drawn by page type with a summary table", async ({ page }) => {
  const sessionId = `e2e-${Date.now()}`;
  for (const [i, value] of [1200, 1800, 2600].entries()) {
    const response = await page.request.post('/api/vitals', {
      headers: { 'x-bookhive-csrf': '1' },
      data: {
        sessionId: `${sessionId}-${i}`,
        pageUrl: '/browse',
        metrics: [{ name: 'LCP', value, id: `v5-${i}` }],
      },
    });
    expect(response.status()).toBe(204);
  }
  await signInAsAdmin(page);
  await page.goto('/admin/seo-performance');
  await expect(page.getByRole('heading', { name: 'Largest Contentful Paint (LCP)' })).toBeVisible();
  await expect(page.getByTestId('vitals-chart-LCP').locator('svg').first()).toBeVisible();
  const row = page.getByRole('row', { name: /Browse/ }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText(/Good|Needs improvement|Poor/)).toBeVisible();
});
