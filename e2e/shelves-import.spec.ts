/**
 * A reader brings their Goodreads history over: upload, check the preview, import, read the
 * per-row results, open a book from them, then download the shelf as a CSV.
 */
import { expect, test } from './support/app-test.js';
import path from 'node:path';
import { demoPassword } from './support/env.js';

const goodreadsFile = path.resolve('../shared/data/import-samples/goodreads_library_export.csv');

test('import a Goodreads library, see what became of each row, export the shelf', async ({
  page,
}) => {
  test.setTimeout(180_000);

  // The import page is for members: signing in from its invitation comes straight back.
  await page.goto('/book-shelf/import');
  await expect(page.getByRole('heading', { name: 'Build Your Personal Book Shelf' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const auth = page.getByRole('dialog', { name: 'Welcome to the Book Club' });
  await auth.getByLabel('Email').fill('reader@bookhive.example');
  await auth.getByLabel('Password', { exact: true }).fill(demoPassword);
  await auth.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/book-shelf\/import$/);
  await expect(page.getByRole('heading', { name: 'Import and export', level: 1 })).toBeVisible();
  // The demo reader comes with forum notifications: start from none unread, so the bell's
  // count below is the import's alone.
  const cleared = await page.request.post('/api/notifications/read-all', {
    headers: { 'x-bookhive-csrf': '1' },
  });
  expect(cleared.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('My Books → Import and export → Export library')).toBeVisible();
  await expect(page.getByText('Manage account → Export StoryGraph library')).toBeVisible();

  // Only CSV files are sent.
  await page.getByLabel('Your export file (CSV)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a csv'),
  });
  await expect(page.getByText(/“notes\.txt” is not a CSV file/)).toBeVisible();

  // The preview: nothing written yet.
  await page.getByLabel('Your export file (CSV)').setInputFiles(goodreadsFile);
  const preview = page.getByRole('heading', { name: 'Check your import' });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/book-shelf\/import\?id=/);
  await expect(page.getByText('a Goodreads export with 326 records')).toBeVisible();
  await expect(page.getByText('Detected: Goodreads')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Books per shelf' }).locator('dl')).toHaveText(
    /Want to read\s*64\s*Currently reading\s*1\s*Read\s*257\s*Did not finish\s*4/,
  );
  const columns = page.getByRole('region', { name: 'How your columns are read' });
  await expect(columns.getByRole('row', { name: 'Exclusive Shelf Shelf' })).toBeVisible();
  await expect(columns.getByRole('row', { name: 'Author l-f Not imported' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'The first 10 books' }).getByRole('row'),
  ).toHaveCount(11);

  // A reload (or coming back later from the link) brings the same preview back.
  await page.reload();
  await expect(preview).toBeVisible();
  await expect(page.getByRole('region', { name: 'Books per shelf' }).locator('dl')).toHaveText(
    /Want to read\s*64\s*Currently reading\s*1\s*Read\s*257\s*Did not finish\s*4/,
  );
  await expect(columns.getByRole('row', { name: 'Exclusive Shelf Shelf' })).toBeVisible();

  // Import, with a progress bar while it runs, then the results. The reader is told at once,
  // on the open page, by the live stream: a toast (watched for from the start: it shows 5 s,
  // and the page may see the import end a moment after the stream does) and the bell's count.
  const toast = page.getByText('Your import is done').waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Import 326 books' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 120_000,
  });
  await toast;
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  const show = page.getByRole('group', { name: 'Show records' });
  await expect(show.getByRole('button', { name: /^326 All records$/ })).toBeVisible();
  const outcomes = ['Matched to a book', 'Added to the catalogue', 'Kept your newer entry'];
  const counts = await Promise.all(
    outcomes.map(async (label) =>
      Number(
        (await show.getByRole('button', { name: new RegExp(`${label}$`) }).innerText()).split(
          /\s/,
        )[0],
      ),
    ),
  );
  expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(300);

  // Filter to the largest outcome: every row listed has it.
  const biggest = outcomes[counts.indexOf(Math.max(...counts))] ?? outcomes[0]!;
  await show.getByRole('button', { name: new RegExp(`${biggest}$`) }).click();
  await expect(show.getByRole('button', { name: new RegExp(`${biggest}$`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const rows = page.getByRole('list', { name: 'Imported records' }).getByRole('listitem');
  await expect(rows.first()).toContainText(biggest);
  const listed = await rows.count();
  expect(listed).toBeGreaterThan(0);
  for (let i = 0; i < Math.min(listed, 10); i++) await expect(rows.nth(i)).toContainText(biggest);

  // A row links to its book.
  const bookLink = rows.first().getByRole('link', { name: /^View / });
  const title = ((await bookLink.getAttribute('aria-label')) ?? '').replace(/^View /, '');
  await bookLink.click();
  await expect(page).toHaveURL(/\/book\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

  // The shelf now holds the books, and downloads as a Goodreads CSV.
  await page.goto('/book-shelf');
  await expect(page.getByRole('heading', { name: 'My Book Shelf' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Shelves' });
  await expect(tabs.getByRole('link', { name: /^Did not finish [1-9]\d*$/ })).toBeVisible();
  await expect(page.getByText(/^Showing 25 of \d+ books$/)).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText(/^Showing 50 of \d+ books$/)).toBeVisible();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my shelf (CSV)' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^bookhive-shelf-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8');
  expect(csv.startsWith('Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13')).toBe(
    true,
  );
  expect(csv.split('\n').length).toBeGreaterThan(300);

  // Recent imports keep the results one click away.
  await page.goto('/book-shelf/import');
  await page
    .getByRole('link', { name: /goodreads_library_export\.csv/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();

  // The bell told the reader: mark all read (the §8 toast), open it, delete it.
  await page.goto('/book-shelf');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const notice = panel.getByRole('button', { name: /^Your import is done/ });
  await expect(notice).toContainText(/\d+ books are on your shelves\./);
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(/\/book-shelf\/import$/);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await panel.getByRole('button', { name: 'Delete notification: Your import is done' }).click();
  // Gone from the list; the demo reader's forum notifications, read, stay.
  await expect(panel.getByRole('button', { name: /^Your import is done/ })).toHaveCount(0);
  await panel.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Nothing unread')).toBeVisible();
});

test('staff find the books that import added to the catalogue in Books quality', async ({
  page,
}) => {
  // Runs after the import above (one worker, in order): the demo reader added books to the
  // catalogue that it lacked.
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('content@bookhive.example');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .first()
    .getByRole('link', { name: 'Books quality' })
    .click();
  await expect(page).toHaveURL(/\/admin\/books-quality$/);
  await expect(page.getByRole('heading', { name: 'Books quality' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Title',
    'Author(s)',
    'ISBN',
    'Added by',
    'When',
    'Source',
  ]);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(rows.first()).toContainText('@demoreader');
  await expect(rows.first()).toContainText('Goodreads import');
  await expect(rows.first()).toContainText('goodreads_library_export.csv');

  // The reader's name leads to their profile.
  await rows
    .first()
    .getByRole('link', { name: /@demoreader/ })
    .click();
  await expect(page).toHaveURL(/\/u\/demoreader$/);
});
