/**
 * Signed-out readers who click a member tab get that feature's sign-up invitation, and after
 * signing in they arrive where they were going.
 */
import { expect, test } from './support/app-test.js';
import { demoPassword } from './support/env.js';

const gated = [
  { tab: 'Dashboard', title: 'Access Your Personal Dashboard', path: '/dashboard' },
  { tab: 'Book Shelf', title: 'Build Your Personal Book Shelf', path: '/book-shelf' },
  { tab: 'Find Authors', title: 'Connect with Your Favorite Authors', path: '/find-authors' },
  { tab: 'Profile', title: 'Create Your Reader Profile', path: '/profile' },
  { tab: 'Settings', title: 'Customize Your Experience', path: '/settings' },
];

test('each gated tab shows its own invitation to a signed-out reader', async ({ page }) => {
  await page.goto('/privacy-policy');
  const rail = page.getByRole('navigation', { name: 'Sections' });
  for (const { tab, title } of gated) {
    await rail.getByRole('link', { name: tab }).click();
    const invitation = page.getByRole('dialog', { name: title });
    await expect(invitation).toBeVisible();
    await expect(invitation.getByRole('listitem')).toHaveCount(4);
    await expect(
      invitation.getByText('Join thousands of readers in meaningful book discussions.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await invitation.getByRole('button', { name: 'Continue Browsing' }).click();
    await expect(invitation).toBeHidden();
  }
});

test('the tab rail hides on the landing page and marks the active tab', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
  await page.goto('/terms-of-service');
  const rail = page.getByRole('navigation', { name: 'Sections' });
  await expect(rail).toBeVisible();
  await expect(rail.locator('[aria-current="page"]')).toHaveCount(0);
  await rail.getByRole('link', { name: 'Forum' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Forum' })).toBeVisible();
  // Forum, clubs and blog tabs stay active on their sub-pages.
  await page.goto('/forum/c/mystery-lovers');
  await expect(rail.getByRole('link', { name: 'Forum' })).toHaveAttribute('aria-current', 'page');
  await expect(rail.locator('[aria-current="page"]')).toHaveCount(1);
});

test('signing up from an invitation leads to the page the reader wanted after sign-in', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page
    .getByRole('dialog', { name: 'Customize Your Experience' })
    .getByRole('button', { name: 'Sign Up Free - Access Now' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to the Book Club' });
  await dialog.getByRole('tab', { name: 'Sign In' }).click();
  await dialog.getByLabel('Email').fill('reader@bookhive.example');
  await dialog.getByLabel('Password', { exact: true }).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('opening a gated page directly shows the invitation in the page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Your Personal Dashboard' })).toBeVisible();
});
