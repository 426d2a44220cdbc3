/** Public profiles at /u/:username and /:username, and the legacy /profile/{id} redirect. */
import { expect, test } from './support/app-test.js';

test('a public profile opens at /u/:username and /:username; unknown slugs are not found', async ({
  page,
}) => {
  await page.goto('/u/mayareads');
  await expect(page.getByRole('heading', { name: 'Maya Chen' })).toBeVisible();
  await expect(page.getByText('@mayareads')).toBeVisible();
  await expect(
    page.getByText('Fantasy, found family and footnotes.', { exact: false }),
  ).toBeVisible();
  await page.goto('/MayaReads');
  await expect(page.getByRole('heading', { name: 'Maya Chen' })).toBeVisible();
  await page.goto('/nobody-by-this-name');
  await expect(
    page.getByRole('heading', { name: 'This page is not on our shelves' }),
  ).toBeVisible();
});

test('/profile/{36-character id} redirects to /{username}; an unknown id goes home', async ({
  page,
  request,
}) => {
  const profile = await (await request.get('/api/profiles/by-username/priyapages')).json();
  await page.goto(`/profile/${profile.id}`);
  await expect(page).toHaveURL(/\/priyapages$/);
  await expect(page.getByRole('heading', { name: 'Priya Raman' })).toBeVisible();
  await page.goto('/profile/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/$/);
});
