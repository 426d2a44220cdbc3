/**
 * Keeping a shelf: edit an entry (rating, dates the server checks, a spoiler review,
 * private notes, tags, a re-read), filter the shelf, change a shelf from the book page, and
 * see the public shelf as a visitor does — without the private notes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app-test.js';
import { demoPassword, e2eBaseUrl } from './support/env.js';

const header =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Recommended For,Recommended By,Owned Copies';
const books = [
  '18423,The Left Hand of Darkness,Ursula K. Le Guin,"Le Guin, Ursula K.",,,,4,4.09,Ace,Paperback,304,2000,1969,,2026/01/05,,,read,,,,1,,,0',
  '13642,A Wizard of Earthsea,Ursula K. Le Guin,"Le Guin, Ursula K.",,,,0,4.01,Bantam,Paperback,183,2004,1968,,2026/01/06,,,to-read,,,,0,,,0',
  '59924,The Lathe of Heaven,Ursula K. Le Guin,"Le Guin, Ursula K.",,,,0,4.08,Scribner,Paperback,184,2008,1971,,2026/01/07,,,currently-reading,,,,0,,,0',
];

/** Puts three books on the signed-in reader's shelf through the import API. */
async function shelveBooks(page: Page): Promise<void> {
  const csrf = { 'x-bookhive-csrf': '1' };
  const upload = await page.request.post('/api/shelves/me/imports', {
    headers: csrf,
    multipart: {
      file: {
        name: 'le-guin.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([header, ...books].join('\n')),
      },
    },
  });
  expect(upload.ok()).toBe(true);
  const { id } = (await upload.json()) as { id: string };
  expect(
    (await page.request.post(`/api/shelves/me/imports/${id}/start`, { headers: csrf })).ok(),
  ).toBe(true);
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/shelves/me/imports/${id}`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe('completed');
}

/** The number on the shelf's "All" tab (0 when the shelf is empty and shows no tabs). */
async function shelfTotal(page: Page): Promise<number> {
  const count = page.getByText(/^\d+ books?$/).first();
  await expect(count).toBeVisible();
  return Number((await count.innerText()).split(' ')[0]);
}

test('keep a shelf, and share it without the private notes', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/book-shelf');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const auth = page.getByRole('dialog', { name: 'Welcome to the Book Club' });
  await auth.getByLabel('Email').fill('maya@bookhive.example');
  await auth.getByLabel('Password', { exact: true }).fill(demoPassword);
  await auth.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'My Book Shelf' })).toBeVisible();
  // The demo reader may already have books (the demo seed): count from what is there.
  const before = await shelfTotal(page);
  await shelveBooks(page);
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { id: string };
  };

  await page.reload();
  const tabs = page.getByRole('navigation', { name: 'Shelves' });
  await expect(tabs.getByRole('link', { name: `All ${before + 3}` })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Edit an entry: the server checks the dates and the editor shows its message.
  await page.getByRole('button', { name: 'Edit The Left Hand of Darkness on your shelf' }).click();
  const editor = page.getByRole('dialog', { name: 'The Left Hand of Darkness' });
  await editor.getByRole('slider', { name: 'Your rating' }).press('ArrowRight');
  await expect(editor.getByRole('slider', { name: 'Your rating' })).toHaveAttribute(
    'aria-valuetext',
    '4.5 out of 5 stars',
  );
  await editor.getByLabel('Date started').fill('2026-02-10');
  await editor.getByLabel('Date read').fill('2026-02-01');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('The date read cannot be before the date started')).toBeVisible();
  await editor.getByLabel('Date read').fill('2026-02-20');
  const review = editor.getByRole('textbox', { name: 'Your review' });
  await review.click();
  await page.keyboard.type('Genly Ai crosses the ice with Estraven, and ');
  await editor.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Estraven dies');
  await editor.getByText('Contains spoilers').click();
  await editor.getByLabel('Private notes').fill('Borrowed from Sam');
  await editor.getByLabel('Tags', { exact: true }).fill('Winter reads');
  await page.keyboard.press('Enter');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText('Your shelf entry is saved')).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: 'The Left Hand of Darkness' });
  await expect(card.getByRole('img', { name: 'Rated 4.5 out of 5 stars' })).toBeVisible();
  await expect(card).toContainText('Started Feb 10, 2026 · Read Feb 20, 2026');
  await expect(card.getByText('Borrowed from Sam')).toBeVisible();
  await expect(card.getByText('Estraven dies')).toBeHidden();
  await card.getByRole('button', { name: 'Show review (contains spoilers)' }).click();
  await expect(card.locator('strong', { hasText: 'Estraven dies' })).toBeVisible();

  // A re-read is its own reading with its own dates.
  await page.getByRole('button', { name: 'Edit The Left Hand of Darkness on your shelf' }).click();
  await editor.getByRole('button', { name: 'I read it again' }).click();
  await editor.getByLabel('Finished', { exact: true }).fill('2026-03-15');
  await editor.getByRole('button', { name: 'Add reading' }).click();
  await expect(editor.getByText('Readings (read 2 times)')).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toContainText('Read 2 times');

  // Filters live in the URL: a tag, then a minimum rating.
  await card.getByRole('link', { name: '#winter reads' }).click();
  await expect(page).toHaveURL(/tag=winter\+reads/);
  await expect(page.getByText('Showing 1 matching book')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Minimum rating').selectOption('4.5');
  await expect(page).toHaveURL(/minRating=4\.5/);
  await expect(page.getByRole('heading', { name: 'The Left Hand of Darkness' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The Lathe of Heaven' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // From the book page: move a book to another shelf, then off the shelf.
  await page.getByRole('link', { name: 'A Wizard of Earthsea' }).click();
  await expect(page).toHaveURL(/\/book\//);
  await page
    .getByRole('button', {
      name: 'On your shelf: Want to read. Change shelf for A Wizard of Earthsea',
    })
    .click();
  await page.getByRole('menuitemradio', { name: 'Currently reading' }).click();
  await expect(page.getByText('Moved to Currently reading')).toBeVisible();
  const shelved = page.getByRole('button', {
    name: 'On your shelf: Currently reading. Change shelf for A Wizard of Earthsea',
  });
  await expect(shelved).toBeVisible();
  // A rating shows at once in the book's Bookhive ratings (other readers may have rated it).
  const ratings = page.getByRole('heading', { name: 'Bookhive ratings' }).locator('..');
  const counted = (await ratings.innerText()).match(/([\d,]+) Bookhive ratings?/)?.[1];
  const raters = Number(counted?.replace(/,/g, '') ?? 0);
  const stars = page.getByRole('slider', { name: 'Your rating of A Wizard of Earthsea' });
  await stars.press('ArrowRight');
  await stars.press('ArrowRight');
  await expect(stars).toHaveAttribute('aria-valuetext', '1 out of 5 stars');
  await expect(ratings.getByText(new RegExp(`^${raters + 1} Bookhive ratings?$`))).toBeVisible();
  await shelved.click();
  await page.getByRole('menuitem', { name: 'Remove from shelf' }).click();
  await expect(
    page.getByRole('button', { name: 'Want to read A Wizard of Earthsea' }),
  ).toBeVisible();

  // A visitor sees the shelf and the spoiler warning, never the notes or the edit buttons.
  const visitorContext = await browser.newContext({ baseURL: e2eBaseUrl });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/book-shelf/${session.user.id}`);
  await expect(visitor.getByRole('heading', { name: 'Maya Chen’s Book Shelf' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: '@mayareads' })).toHaveAttribute(
    'href',
    '/u/mayareads',
  );
  await expect(
    visitor
      .getByRole('navigation', { name: 'Shelves' })
      .getByRole('link', { name: `All ${before + 2}` }),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const visitorCard = visitor
    .getByRole('listitem')
    .filter({ hasText: 'The Left Hand of Darkness' });
  await expect(
    visitorCard.getByRole('button', { name: 'Show review (contains spoilers)' }),
  ).toBeVisible();
  await expect(visitor.getByText('Borrowed from Sam')).toHaveCount(0);
  await expect(visitor.getByText('Private notes')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await visitor.goto('/book-shelf/00000000-0000-4000-8000-000000000000');
  await expect(
    visitor.getByRole('heading', { name: 'This page is not on our shelves' }),
  ).toBeVisible();
  await visitorContext.close();
});
