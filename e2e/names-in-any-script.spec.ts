/**
 * Books and authors in Cyrillic, Japanese and Arabic: a reader imports them from Goodreads,
 * opens a book from the results, follows its author, and the author and book pages open by
 * their addresses in those letters (/author/…, /a/…, /…, /book/…/…).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app-test.js';
import { demoPassword } from './support/env.js';

const goodreadsExport = [
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Recommended For,Recommended By,Owned Copies,Original Purchase Date,Original Purchase Location,Condition,Condition Description,BCID',
  '7144,Преступление и наказание,Фёдор Достоевский,"Достоевский, Фёдор",,"=""""","=""""",5,4.21,Азбука,Paperback,608,2014,1866,2022/02/10,2022/01/03,,,read,,,,1,,,0,,,,,',
  '6443834,"1Q84 BOOK 1 (1Q84, #1)",村上春樹,"春樹, 村上",,"=""4103534222""","=""9784103534228""",4,3.96,新潮社,Hardcover,554,2009,2009,,2023/05/01,currently-reading,currently-reading (#1),currently-reading,,,,0,,,0,,,,,',
  '2364284,أولاد حارتنا,نجيب محفوظ,"محفوظ, نجيب",,"=""9770915343""","=""9789770915349""",0,4.10,دار الشروق,Paperback,552,2006,1959,,2023/06/12,to-read,to-read (#1),to-read,,,,0,,,0,,,,,',
].join('\n');

/** The page's address as the reader sees it in the address bar (percent-escapes decoded). */
const shownPath = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

test('authors and books in any script: imported, linked and opened by their own addresses', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);

  await page.goto('/book-shelf/import');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const auth = page.getByRole('dialog', { name: 'Welcome to the Book Club' });
  await auth.getByLabel('Email').fill('tomas@bookhive.example');
  await auth.getByLabel('Password', { exact: true }).fill(demoPassword);
  await auth.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Import and export', level: 1 })).toBeVisible();

  await page.getByLabel('Your export file (CSV)').setInputFiles({
    name: 'goodreads_library_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(goodreadsExport),
  });
  await expect(page.getByRole('heading', { name: 'Check your import' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Import 3 books' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 60_000,
  });
  const show = page.getByRole('group', { name: 'Show records' });
  await expect(show.getByRole('button', { name: /^3 All records$/ })).toBeVisible();
  await expect(show.getByRole('button', { name: /^3 Added to the catalogue$/ })).toBeVisible();

  // From the results to the book, in its own letters.
  await page.getByRole('link', { name: 'View أولاد حارتنا' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أولاد حارتنا');
  expect(shownPath(page)).toBe('/book/أولاد-حارتنا/9789770915349');
  await page.screenshot({ path: testInfo.outputPath('book-arabic.png') });

  // …and on to its author.
  await page.getByRole('link', { name: 'نجيب محفوظ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نجيب محفوظ');
  expect(shownPath(page)).toBe('/author/نجيب-محفوظ');
  await expect(page.getByRole('heading', { name: 'أولاد حارتنا', level: 3 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('author-arabic.png') });

  // Typed or pasted addresses: Unicode as it is, percent-escaped, the short /a/ and /{slug}.
  await page.goto('/author/村上春樹');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('村上春樹');
  await expect(page.getByRole('heading', { name: '1Q84 BOOK 1', level: 3 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('author-japanese.png') });

  await page.goto(`/a/${encodeURIComponent('村上春樹')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('村上春樹');

  await page.goto('/a/fyodor-dostoevskiy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Фёдор Достоевский');
  await page.getByRole('link', { name: 'Преступление и наказание' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Преступление и наказание');
  expect(shownPath(page)).toMatch(/^\/book\/prestuplenie-i-nakazanie\/[0-9a-f-]{36}$/);

  await page.goto(`/${encodeURIComponent('نجيب-محفوظ')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نجيب محفوظ');

  // A book address with the title in other letters moves to the book's own.
  await page.goto('/book/anything/9784103534228');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('1Q84 BOOK 1');
  await expect.poll(() => shownPath(page)).toBe('/book/1q84-book-1/9784103534228');
  await page.goto('/book/أولاد-حارتنا/9789770915349');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أولاد حارتنا');
  expect(shownPath(page)).toBe('/book/أولاد-حارتنا/9789770915349');
});
