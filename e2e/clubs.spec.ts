/**
 * Book clubs in Chromium (issue 11, "Must show"): a member creates a club with a cover and a
 * current book; a second member finds it on /book-clubs and joins; a member asks to join a
 * private club, its host approves in their own browser, and the member is told and is in.
 */
import sharp from 'sharp';
import { clubNotificationTitles } from '../contracts/club-constants.js';
import { clubsEndpoints } from '../contracts/endpoints/clubs.js';
import { paths } from '../contracts/paths.js';
import { signInToContinueToast } from '../contracts/messages.js';
import { appReady, expect, test } from './support/app-test.js';
import { csrfHeaders, demoEmails } from './support/demo-accounts.js';
import { demoPassword } from './support/env.js';
import { shootFromTop as shoot } from './support/screenshots.js';
import { signedInPage, openApp } from './support/signed-in.js';

/** A cover picture as a host would upload one: a square PNG with a gradient. */
function coverImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#f59e0b"/>
    </linearGradient></defs>
    <rect width="400" height="400" fill="url(#g)"/>
    <circle cx="200" cy="170" r="80" fill="#fef3c7" opacity="0.85"/>
    <rect x="90" y="280" width="220" height="40" rx="8" fill="#134e4a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const stamp = () => String(Date.now() % 1_000_000);

test('a member creates a club with a cover and a current book', async ({ page }, testInfo) => {
  const name = `Desert Planet Readers ${stamp()}`;
  // Signed out, Create Book Club asks to sign in first (SPEC §6), then goes on to the form.
  await openApp(page, paths.bookClubs);
  await page.getByRole('button', { name: 'Create Book Club' }).click();
  await expect(page.getByText(signInToContinueToast('your new club'))).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Welcome to the Book Club' });
  await dialog.getByRole('tab', { name: 'Sign In' }).click();
  await dialog.getByLabel('Email').fill(demoEmails.member);
  await dialog.getByLabel('Password', { exact: true }).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(paths.clubCreate);
  await expect(page.getByRole('heading', { name: 'Start a book club' })).toBeVisible();

  await page.getByLabel('Club name').fill(name);
  await page
    .getByLabel('Description')
    .fill('Spice, sandworms and politics: we read the Dune saga slowly, a book a season.');
  await page.getByLabel('Cover image file').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await coverImage(),
  });
  await expect(page.getByRole('img', { name: `Cover of ${name}` })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await page.getByLabel('Category').selectOption('Sci-Fi');
  await page.getByLabel('Rules').fill('Mark spoilers past the week’s chapters.');
  await page.getByRole('combobox', { name: 'Current book' }).fill('Dune');
  await page.getByRole('option', { name: /^Dune/ }).first().click();
  await expect(page.getByRole('button', { name: /Choose another book than Dune/ })).toBeVisible();
  await shoot(page, testInfo, 'club-create-form');

  await page.getByRole('button', { name: 'Create Book Club' }).click();
  await expect(page).toHaveURL(/\/b\/desert-planet-readers-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const cover = page.getByRole('img', { name: `Cover of ${name}` }).first();
  await expect(cover).toHaveAttribute('src', /^\/uploads\/clubs\//);
  await expect(page.getByTestId('club-member-count')).toHaveText('1 member');
  const book = page.getByRole('region', { name: 'Now reading' });
  await expect(book.getByRole('link', { name: /^Dune/ }).first()).toHaveAttribute(
    'href',
    /^\/book\/dune/,
  );
  await expect(page.getByRole('link', { name: 'Manage club' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hosts' })).toContainText('Owner');
  await shoot(page, testInfo, 'club-page-owner');

  // Renamed in its settings, it moves to the new name's address; the old one still leads there.
  const oldPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Manage club' }).click();
  await expect(page.getByRole('heading', { name: `Manage ${name}` })).toBeVisible();
  await expect(page.getByLabel('Club name')).toHaveValue(name);
  await shoot(page, testInfo, 'club-settings');
  const renamed = name.replace('Desert Planet', 'Arrakis');
  await page.getByLabel('Club name').fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/b\/arrakis-readers-\d+\/settings$/);
  await openApp(page, oldPath);
  await expect(page).toHaveURL(/\/b\/arrakis-readers-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
});

test('a second member finds the club on /book-clubs and joins it', async ({
  browser,
}, testInfo) => {
  const [hostContext] = await signedInPage(browser, demoEmails.member);
  const name = `Lighthouse Keepers ${stamp()}`;
  const created = await hostContext.request.post(clubsEndpoints.create.path, {
    headers: csrfHeaders,
    data: { name, category: 'Mystery', description: 'Cosy crime by the sea.' },
  });
  expect(created.status()).toBe(201);
  const club = (await created.json()).club as { id: string; path: string };
  await hostContext.close();

  const [mayaContext, maya] = await signedInPage(browser, 'maya@bookhive.example');
  // The landing page's Join Club on a sample club finds the real clubs of its kind.
  await openApp(maya, paths.landing);
  await maya.getByRole('button', { name: 'Join Club The Midnight Readers' }).click();
  await expect(maya).toHaveURL(`${paths.bookClubs}?category=Mystery`);
  await expect(maya.getByRole('link', { name: 'Mystery' })).toHaveAttribute('aria-current', 'page');
  // An old /club/{id} link finds it too.
  await openApp(maya, `/club/${club.id}`);
  await expect(maya).toHaveURL(club.path);
  await openApp(maya, paths.bookClubs);
  await expect(maya.getByRole('region', { name: 'My clubs' })).toBeVisible();
  await shoot(maya, testInfo, 'book-clubs-browse');
  await maya.getByLabel('Search clubs').fill('lighthouse keepers');
  await expect(maya).toHaveURL(/\?q=lighthouse\+keepers$/);
  await maya.getByRole('link', { name: 'Mystery' }).click();
  await expect(maya).toHaveURL(/\?q=lighthouse\+keepers&category=Mystery$/);
  // A chosen category is a step in the history: Back returns to the search without it.
  await maya.goBack();
  await expect(maya).toHaveURL(/\?q=lighthouse\+keepers$/);
  await expect(maya.getByRole('link', { name: 'Mystery' })).not.toHaveAttribute('aria-current');
  await maya.goForward();
  await expect(maya).toHaveURL(/\?q=lighthouse\+keepers&category=Mystery$/);
  const card = maya.getByRole('link', { name });
  await expect(card).toBeVisible();
  await shoot(maya, testInfo, 'book-clubs-search');

  await card.click();
  await expect(maya.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(maya.getByTestId('club-member-count')).toHaveText('1 member');
  await maya.getByRole('button', { name: 'Join Club' }).click();
  await expect(maya.getByRole('button', { name: 'Leave club' })).toBeVisible();
  await expect(maya.getByTestId('club-member-count')).toHaveText('2 members');
  await expect(maya.getByRole('list', { name: 'Members' })).toContainText('Maya');
  await shoot(maya, testInfo, 'club-page-joined');

  // Back on /book-clubs, the club is hers: first, and marked.
  await openApp(maya, `${paths.bookClubs}?q=${encodeURIComponent('lighthouse keepers')}`);
  await expect(maya.getByRole('listitem').filter({ hasText: name })).toContainText('Member');
  await mayaContext.close();
});

test('a private club’s host approves a request, and the member is in', async ({
  browser,
}, testInfo) => {
  const [hostContext, host] = await signedInPage(browser, demoEmails.member);
  const name = `Quiet Garden Circle ${stamp()}`;
  const created = await hostContext.request.post(clubsEndpoints.create.path, {
    headers: csrfHeaders,
    data: {
      name,
      category: 'Fiction',
      visibility: 'private',
      description: 'Slow literary fiction, read together in small numbers.',
      rules: 'What is said in the circle stays in the circle.',
    },
  });
  expect(created.status()).toBe(201);
  const clubPath = (await created.json()).club.path as string;

  // Tomás sees what the hosts show outsiders, and asks to join.
  const [tomasContext, tomas] = await signedInPage(browser, 'tomas@bookhive.example');
  await openApp(tomas, clubPath);
  await expect(tomas.getByText('This club is private.')).toBeVisible();
  await expect(tomas.getByText('What is said in the circle')).toHaveCount(0);
  await tomas.getByRole('button', { name: 'Request to join' }).click();
  await expect(tomas.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await expect(tomas.getByText('Your request to join is waiting for the hosts')).toBeVisible();
  await shoot(tomas, testInfo, 'club-private-requested');
  // His page listens for news (the one realtime channel) before the host answers.
  await expect(tomas.getByRole('button', { name: /^Notifications/ })).toHaveAttribute(
    'data-connection-state',
    'connected',
    { timeout: 20_000 },
  );

  // The host approves it from the club's page.
  await openApp(host, clubPath);
  const requests = host.getByRole('list', { name: 'Requests to join' });
  await expect(requests).toContainText('Tomás');
  await shoot(host, testInfo, 'club-private-host-requests');
  await requests.getByRole('button', { name: /^Approve/ }).click();
  await expect(host.getByText('No requests are waiting.')).toBeVisible();
  await expect(host.getByRole('list', { name: 'Members' })).toContainText('Tomás');
  await expect(host.getByTestId('club-member-count')).toHaveText('2 members');
  await host.getByRole('button', { name: /^Manage Tomás/ }).click();
  await expect(host.getByRole('menuitem', { name: 'Make moderator' })).toBeVisible();
  await shoot(host, testInfo, 'club-private-host-member-menu');
  await host.keyboard.press('Escape');

  // Tomás is told at once, and the club opens up to him.
  await expect(tomas.getByText(clubNotificationTitles.requestApproved)).toBeVisible();
  await tomas.reload();
  await appReady(tomas);
  await expect(tomas.getByRole('button', { name: 'Leave club' })).toBeVisible();
  await expect(tomas.getByText('What is said in the circle stays in the circle.')).toBeVisible();
  await shoot(tomas, testInfo, 'club-private-member');
  await hostContext.close();
  await tomasContext.close();
});
