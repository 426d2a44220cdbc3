/** The landing page as a first-time visitor meets it. */
import { keyboardReady } from './support/accessible.js';
import { expect, test } from './support/app-test.js';

test('landing page: headline, feature cards, club search, pills and sign-in prompts', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Start or Join a Book Club today!',
  );
  await expect(page.getByText('Reading Reimagined').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Discover Books/ })).toHaveAttribute(
    'href',
    '/find-books',
  );
  await expect(page.getByRole('link', { name: /Join Communities/ })).toHaveAttribute(
    'href',
    '/book-clubs',
  );
  await expect(page.getByRole('link', { name: /Premium Features/ })).toHaveAttribute(
    'href',
    '/auth?redirect=settings-pricing',
  );

  const pills = page.getByRole('group', { name: 'Club categories' }).getByRole('button');
  await expect(pills).toHaveText([
    'All',
    'Fiction',
    'Mystery',
    'Sci-Fi',
    'Romance',
    'Business',
    'Biography',
    'Self-Help',
    'Fantasy',
    'History',
    'Health',
    "Children's",
  ]);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await page.getByRole('button', { name: 'Romance', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Hearts & Chapters');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByLabel('Search clubs').fill('hail mary');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Galactic Page Turners');
  await expect(cards).toContainText('$15/month');

  // Join Club while signed out: the §6 toast and the auth dialog.
  await cards.getByRole('button', { name: 'Join Club Galactic Page Turners' }).click();
  await expect(
    page.getByText('Creating a book club for "Galactic Page Turners". Please sign in to continue.'),
  ).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Welcome to the Book Club' });
  await expect(dialog).toBeVisible();
  await keyboardReady(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // ENTER opens the dialog too; Premium Features sends a signed-in reader to the pricing view.
  await page.getByRole('button', { name: 'ENTER' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await keyboardReady(dialog);
  await page.keyboard.press('Escape');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText([
    'Browse',
    'Find Books',
    'Docs',
    'Privacy Policy',
    'Terms of Service',
  ]);
  // The catalogue's data licence asks for attribution beside the affiliate note.
  await expect(footer.getByRole('link', { name: 'goodbooks-10k' })).toHaveAttribute(
    'href',
    'https://github.com/zygmuntz/goodbooks-10k',
  );
  await expect(footer.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeVisible();
  await expect(
    page.getByText('As an Amazon Associate, Bookhive earns from qualifying purchases.', {
      exact: false,
    }),
  ).toBeVisible();
});

test('/auth?tab=signin&redirect=settings-pricing signs in to the pricing view', async ({
  page,
}) => {
  await page.goto('/auth?tab=signin&redirect=settings-pricing');
  const dialog = page.getByRole('dialog', { name: 'Welcome to the Book Club' });
  await expect(dialog.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByLabel('Email').fill('maya@bookhive.example');
  await dialog.getByLabel('Password', { exact: true }).fill('Bookhive#Demo2026');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/settings\?showPricing=1$/);
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeInViewport();
  await expect(
    page.getByRole('region', { name: 'Reader', exact: true }).getByText('Your plan'),
  ).toBeVisible();
});
