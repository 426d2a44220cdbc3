/** Finding books as a visitor: the landing carousel, search, categories, a book and its author. */
import { expect, test } from './support/app-test.js';

test('landing Books mode: search with a typo, turn the carousel, then start afresh', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('radio', { name: 'Books' }).click();
  await expect(page.getByRole('heading', { name: 'Search Books' })).toBeVisible();
  // Before anything is typed the carousel shows popular books.
  await expect(page.getByRole('region', { name: 'Popular books' })).toBeVisible();

  const box = page.getByRole('searchbox', { name: 'Search books' });
  await box.fill('tolkein');
  await box.press('Enter');
  const carousel = page.getByRole('region', { name: 'Books matching “tolkein”' });
  await expect(carousel).toBeVisible();
  await expect(page.getByText('Showing results for')).toContainText('tolkien');
  const position = carousel.getByText(/^\d+ \/ \d+$/);
  await expect(position).toHaveText(/ \/ 2$/);
  // It turns by itself every 5 s: stop it, then come back to the first book.
  await carousel.getByRole('button', { name: 'Stop turning automatically' }).click();
  if ((await position.textContent()) === '2 / 2')
    await carousel.getByRole('button', { name: 'Next book' }).click();
  await expect(position).toHaveText('1 / 2');
  // Both are Tolkien's: the more read comes first.
  await expect(carousel.getByRole('heading', { level: 3 })).toHaveText('The Hobbit');
  await expect(carousel.getByRole('link', { name: /View on Amazon/ })).toHaveAttribute(
    'href',
    'https://www.amazon.com/dp/0618260307?tag=bookhive-20',
  );

  await carousel.getByRole('button', { name: 'Next book' }).click();
  await expect(position).toHaveText('2 / 2');
  await expect(carousel.getByRole('heading', { level: 3 })).toHaveText(
    'The Fellowship of the Ring',
  );
  // The selection wraps: past the last book comes the first.
  await carousel.getByRole('button', { name: 'Next book' }).click();
  await expect(position).toHaveText('1 / 2');

  await box.fill('qqqxxzzv');
  await expect(page.getByText('No books found')).toBeVisible();
  await expect(page.getByText('Try a different search term')).toBeVisible();

  // Switching mode clears the search.
  await page.getByRole('radio', { name: 'Clubs' }).click();
  await expect(page.getByRole('heading', { name: 'Find your book club' })).toBeVisible();
  await page.getByRole('radio', { name: 'Books' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search books' })).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Popular books' })).toBeVisible();
});

test('the carousel turns by itself every five seconds', async ({ page }) => {
  // The page's clock is Playwright's, so the five seconds pass when the test says, however
  // busy the machine is (the exact interval is the unit test's: book-carousel.test.tsx).
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('radio', { name: 'Books' }).click();
  const carousel = page.getByRole('region', { name: 'Popular books' });
  const position = carousel.getByText(/^\d+ \/ \d+$/);
  await expect(position).toHaveText(/^1 \/ /);
  // Keep the pointer away: hovering pauses it.
  await page.mouse.move(0, 0);
  await page.clock.fastForward(5_000);
  await expect(position).toHaveText(/^2 \/ /);
  await page.clock.fastForward(5_000);
  await expect(position).toHaveText(/^3 \/ /);
});

test('find a book by search and by category, open it and meet its author', async ({ page }) => {
  await page.goto('/find-books');
  await page.getByRole('searchbox', { name: 'Search books' }).fill('hobbit');
  await expect(page).toHaveURL(/\/find-books\?q=hobbit$/);
  await expect(page.getByRole('heading', { name: 'Results for “hobbit”' })).toBeVisible();
  await page.getByRole('link', { name: 'The Hobbit', exact: true }).first().click();

  await expect(page).toHaveURL(/\/book\/the-hobbit\/9780618260300$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Hobbit');
  await expect(page.getByText('Bilbo Baggins wanted nothing more')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fantasy', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /View on Amazon/ })).toHaveAttribute(
    'href',
    /amazon\.com\/dp\/0618260307\?tag=bookhive-20$/,
  );

  await page.getByRole('link', { name: 'J.R.R. Tolkien' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('J.R.R. Tolkien');
  await expect(page.getByText('2 books on Bookhive')).toBeVisible();

  await page.goto('/find-books');
  await page
    .getByRole('navigation', { name: 'Popular categories' })
    .getByRole('link', { name: 'Mystery' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mystery Thriller & Suspense');
  await expect(page.getByRole('link', { name: 'Gone Girl', exact: true })).toBeVisible();
});
