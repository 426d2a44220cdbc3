/**
 * Public pages arrive rendered (issue 9): with JavaScript off, each shows its title, its main
 * content and links that work; with JavaScript on, the page the server sent is hydrated — no
 * second request for the data it came with, no hydration error — and then behaves as the app.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app-test.js';
import { keyboardReady } from './support/accessible.js';

interface PopularBook {
  title: string;
  path: string;
  authors: { name: string; slug: string }[];
}

async function popularBook(page: Page): Promise<PopularBook> {
  const response = await page.request.get('/api/books/popular?limit=1');
  const { books } = (await response.json()) as { books: PopularBook[] };
  expect(books[0], 'the demo catalogue has a popular book').toBeTruthy();
  return books[0]!;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page shows its title, its content and working links', async ({ page }) => {
    const book = await popularBook(page);
    const author = book.authors[0]!;

    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Start or Join a Book Club today!' }),
    ).toBeVisible();

    await page.goto(book.path);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expect(page.getByText('First published')).toBeVisible();
    // A link of the server's HTML is an ordinary link: it loads the author's rendered page.
    await page.getByRole('link', { name: author.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/author/${author.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
    await expect(page.getByRole('link', { name: book.title }).first()).toBeVisible();

    // The search box is a plain form: Enter asks the server for the results page.
    await page.goto('/find-books');
    await page.getByRole('searchbox', { name: 'Search books' }).fill('dune');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/find-books\?q=dune$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “dune”' })).toBeVisible();
    await page.getByRole('link', { name: 'Dune', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dune' })).toBeVisible();

    await page.goto('/browse');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Browse the catalogue' }),
    ).toBeVisible();
    // The groups open without JavaScript (details and summary).
    await page.locator('summary', { hasText: 'Science Fiction & Fantasy' }).click();
    await page.getByRole('link', { name: 'Dystopian' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dystopian' })).toBeVisible();
    await expect(page.getByRole('link', { name: book.title }).first()).toBeVisible();

    await page.goto('/find-authors');
    // The directory is for members (SPEC): a visitor is invited in.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Connect with Your Favorite Authors' }),
    ).toBeVisible();
    // A reader's profile and public shelf (the demo's reader).
    await page.goto('/demoreader');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Reader' })).toBeVisible();
    const shelf = await page.request.get('/api/profiles/page/demoreader');
    const { id } = (await shelf.json()) as { id: string };
    await page.goto(`/book-shelf/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Demo Reader’s Book Shelf' }),
    ).toBeVisible();

    // Nothing tells a reader who can read the page that it needs JavaScript.
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
  });
});

test('a rendered page is hydrated with the data it came with, then behaves as the app', async ({
  page,
}) => {
  const book = await popularBook(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });

  await page.goto(book.path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
  // The book, the session and the rest of the page's data came with the HTML.
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);

  // Hydrated: the app's own dialog opens, which no HTML link could do.
  await page.getByRole('button', { name: 'Want to read' }).first().click();
  const welcome = page.getByRole('dialog', { name: 'Welcome to the Book Club' });
  await expect(welcome).toBeVisible();
  await keyboardReady(welcome);
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  // And a link is a move within the app: the author's page fetches its data, no reload.
  await page.getByRole('link', { name: book.authors[0]!.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: book.authors[0]!.name })).toBeVisible();
  expect(asked.some((path) => path.startsWith('/api/authors/'))).toBe(true);
  expect(errors).toEqual([]);
});

test('what a visitor types before the app takes over is kept and searched', async ({ page }) => {
  // Hold the app's code back, as a slow phone network would.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/find-books', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Search books' });
  await box.fill('hobbit');
  release();
  await expect(page).toHaveURL(/\/find-books\?q=hobbit$/);
  await expect(page.getByRole('heading', { name: 'Results for “hobbit”' })).toBeVisible();
  await expect(box).toHaveValue('hobbit');
});
