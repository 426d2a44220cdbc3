/**
 * A new member who writes the hostile corpus into every field a member can write and others
 * can see: a review per vector family (each on its own book), profile name and bio, tags,
 * private notes, an author verification request and an imported Goodreads row (whose title,
 * author and shelves reach the import preview and the shared catalogue). Everything goes
 * through the public API, exactly as a script in the attacker's browser would send it.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMail } from '../support/mailbox.js';
import {
  hostileHost,
  packedVectors,
  vectorsFitting,
  xssCorpus,
  type XssFamily,
} from './xss-corpus.js';

const csrf = { 'x-bookhive-csrf': '1' };
/** The made-up word in the imported book's title, to find that book again. */
export const importedTitleWord = 'Zyxquon';
const password = 'Mallory#Hostile2026';

export interface PlantedMember {
  userId: string;
  username: string;
  /** Each family's review, on the book at this path. */
  reviewedBooks: { family: XssFamily; workId: string; title: string; path: string }[];
  /** The import that added a book with a hostile title, and that book's path. */
  importId: string;
  importedBookPath: string;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/** Signs a new member up, confirms the e-mail and signs in on `request`. */
async function signUp(request: APIRequestContext, username: string): Promise<string> {
  const email = `${username}@example.com`;
  const since = Date.now();
  await ok(
    await request.post('/api/auth/signup', {
      headers: csrf,
      data: {
        email,
        password,
        confirmPassword: password,
        fullName: 'Mallory Hostile',
        username,
        agreeToTerms: true,
      },
    }),
    'sign-up',
  );
  const mail = await waitForMail(email, /Confirm your email/, since);
  const link = mail.links.find((candidate) => new URL(candidate).pathname === '/auth/callback');
  const token = link ? new URL(link).searchParams.get('token') : null;
  expect(token, 'the confirmation link').toBeTruthy();
  await ok(
    await request.post('/api/auth/verify-email', { headers: csrf, data: { token } }),
    'verify',
  );
  await ok(
    await request.post('/api/auth/signin', { headers: csrf, data: { email, password } }),
    'sign-in',
  );
  const session = (await (await request.get('/api/auth/session')).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

/** A Goodreads export of one book whose every text column is hostile. */
function hostileExport(marker: string): string {
  // The title carries its own word, not the review marker: titles are not rich text.
  const header =
    'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Recommended For,Recommended By,Owned Copies';
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const row = [
    '990001',
    quote(`${importedTitleWord} <img src=x onerror=__xss('csv-title')> title`),
    quote(`Mallory <script>__xss('csv-author')</script>Hostile`),
    '',
    quote(`<svg onload=__xss('csv-additional')>`),
    '',
    '',
    '0',
    '0',
    quote(`<a href="javascript:__xss('csv-publisher')">Pub</a>`),
    'Paperback',
    '100',
    '2020',
    '2020',
    '',
    '2026/01/05',
    quote(`"><img src=x onerror=__xss('csv-shelf')>, <b>bold-shelf</b>`),
    '',
    'to-read',
    quote(`<p>${marker} import</p><span class="fixed inset-0 z-50">import overlay</span>`),
    '',
    quote(packedVectors(2_000)),
    '0',
    '',
    '',
    '0',
  ];
  return `${header}\n${row.join(',')}\n`;
}

/** Creates the hostile member and writes the corpus everywhere; `marker` tags every review. */
export async function plantHostileMember(
  request: APIRequestContext,
  marker: string,
): Promise<PlantedMember> {
  const username = `mallory${Date.now() % 1_000_000}`;
  const userId = await signUp(request, username);

  await ok(
    await request.patch('/api/profiles/me', {
      headers: csrf,
      data: {
        // An attribute break-out: plain text, so it must come back as text.
        fullName: `Mallory' autofocus onfocus='__xss(1)' "><svg onload=__xss('full-name')>`,
        username,
        bio: packedVectors(500),
      },
    }),
    'profile',
  );

  const families = [...new Set(xssCorpus.map((vector) => vector.family))];
  const popular = (await (
    await ok(await request.get(`/api/books/popular?limit=${families.length}`), 'popular')
  ).json()) as {
    books: { id: string; title: string; path: string }[];
  };
  expect(popular.books.length, 'one demo book per vector family').toBe(families.length);
  const tags = vectorsFitting(60)
    .map((vector) => vector.html)
    .slice(0, 30);
  const reviewedBooks: PlantedMember['reviewedBooks'] = [];
  for (const [index, family] of families.entries()) {
    const book = popular.books[index]!;
    const vectors = xssCorpus.filter((vector) => vector.family === family).map((v) => v.html);
    await ok(
      await request.put(`/api/shelves/me/entries/${book.id}`, {
        headers: csrf,
        data: {
          status: 'read',
          review: [`<p>${marker} ${family}</p>`, ...vectors].join('\n'),
          reviewHasSpoilers: false,
          privateNotes: packedVectors(5_000),
          tags: index === 0 ? tags : [],
        },
      }),
      `review ${family}`,
    );
    reviewedBooks.push({ family, workId: book.id, title: book.title, path: book.path });
  }

  await ok(
    await request.post('/api/authors/verification-requests', {
      headers: csrf,
      data: {
        authorName: `<img src=x onerror=__xss('author-name')>Mallory "><script>__xss('an')</script>`,
        evidence: packedVectors(4_000),
        links: [`https://${hostileHost}/"><script>__xss('verification-link')</script>`],
      },
    }),
    'verification request',
  );

  const upload = await ok(
    await request.post('/api/shelves/me/imports', {
      headers: csrf,
      multipart: {
        file: {
          name: `"><img src=x onerror=__xss('file-name')>.csv`,
          mimeType: 'text/csv',
          buffer: Buffer.from(hostileExport(marker)),
        },
      },
    }),
    'import upload',
  );
  const { id: importId } = (await upload.json()) as { id: string };
  await ok(
    await request.post(`/api/shelves/me/imports/${importId}/start`, { headers: csrf }),
    'import start',
  );
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/shelves/me/imports/${importId}`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe('completed');
  const shelf = (await (
    await ok(await request.get('/api/shelves/me?status=want_to_read'), 'shelf')
  ).json()) as {
    entries: { book: { title: string; path: string } }[];
  };
  const imported = shelf.entries.find((entry) => entry.book.title.includes(importedTitleWord));
  expect(imported, 'the imported hostile book').toBeTruthy();

  return { userId, username, reviewedBooks, importId, importedBookPath: imported!.book.path };
}

/** Takes the hostile reviews off the demo books again, so later journeys see them as seeded. */
export async function removeHostileReviews(
  request: APIRequestContext,
  member: PlantedMember,
): Promise<void> {
  for (const book of member.reviewedBooks)
    await ok(
      await request.delete(`/api/shelves/me/entries/${book.workId}`, { headers: csrf }),
      'remove',
    );
}
