/** A content admin sees only the back-office sections their role allows. */
import { expect, test } from './support/app-test.js';
import { demoPassword } from './support/env.js';

const contentSections = [
  'Dashboard',
  'Content overview',
  'Books',
  'Books quality',
  'AI enrichment',
  'Author pages',
  'Book claims',
  'Author articles',
  'Reviews',
  'Blog',
  'Knowledge center',
  'Media library',
  'Forum',
];

test('a content admin sees only the sections their role allows', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill('content@bookhive.example');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const nav = page.getByRole('navigation', { name: 'Admin sections' }).first();
  await expect(nav.getByRole('link')).toHaveText(contentSections);
  for (const hidden of [
    'Users',
    'Financial',
    'Staff & roles',
    'Support tickets',
    'Technical',
    'Settings',
    'SEO',
  ]) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Members', { exact: true })).toBeVisible();

  // A section the role may not open says so.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: "You don't have access to Users" })).toBeVisible();
  await expect(page.getByText('users_view')).toBeVisible();

  // The admin sign-out toast.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page.getByText('You have been logged out of the admin panel.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a super admin changes a role and finds it in the audit log', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('superadmin@bookhive.example');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .first()
    .getByRole('link', { name: 'Users', exact: true })
    .click();
  await page.getByLabel('Search users').fill('tomasb');
  const row = page.getByRole('row', { name: /tomasb/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role of @tomasb' });
  await dialog.getByLabel('Support admin').check();
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('@tomasb is now Support admin.')).toBeVisible();
  await expect(row.getByText('Support admin')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .first()
    .getByRole('link', { name: 'Staff & roles' })
    .click();
  await expect(page.getByText('user.role_changed').first()).toBeVisible();
  await expect(page.getByText('user → support_admin').first()).toBeVisible();
});
