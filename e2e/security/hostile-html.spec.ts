/**
 * Hostile HTML in a real browser: a member writes the XSS corpus into every field others can
 * see (reviews, profile, tags, notes, an author verification request, an imported export),
 * then the pages that show them are rendered in Chromium against the built app — as a
 * visitor, as the member and as staff. Each page is rendered twice: with the production
 * Content-Security-Policy the server sends, and with CSP bypassed, so the sanitiser alone is
 * proven to be enough (the CSP is the second wall, not the first).
 *
 * Counted: script executions (the corpus calls __xss(id); dialogs; live javascript: links are
 * clicked), overlays (user text positioned, or hit-tested outside its own box), armed markup
 * left in the page, CSP violations, and requests to the hostile host. All must be zero.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { printSummary } from '../../security/support/summary.js';
import { appReady } from '../support/app-test.js';
import { demoPassword } from '../support/env.js';
import {
  importedTitleWord,
  plantHostileMember,
  removeHostileReviews,
  type PlantedMember,
} from './hostile-member.js';
import { clickScriptLinks, inspectPage } from './page-inspection.js';
import { hostileHost, xssCorpus } from './xss-corpus.js';

const marker = 'HOSTILE-REVIEW';
const csrf = { 'x-bookhive-csrf': '1' };

// An overlay that swallows clicks must fail an action quickly, not hang the run.
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

interface Tally {
  pages: number;
  /** Pages that did not show what they should (an overlay in the way, a crash). */
  unrendered: string[];
  executions: string[];
  overlays: string[];
  armed: string[];
  cspViolations: string[];
  foreignRequests: string[];
}

const tally: Tally = {
  pages: 0,
  unrendered: [],
  executions: [],
  overlays: [],
  armed: [],
  cspViolations: [],
  foreignRequests: [],
};

/** A browser context that reports executions, dialogs, CSP violations and hostile requests. */
async function watchedContext(
  browser: Browser,
  options: {
    bypassCSP: boolean;
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  },
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const where = options.bypassCSP ? 'without CSP' : 'with CSP';
  await context.exposeBinding('__xss', ({ page }, id: unknown) => {
    tally.executions.push(`${String(id)} on ${page.url()} (${where})`);
  });
  await context.exposeBinding('__csp', ({ page }, report: unknown) => {
    tally.cspViolations.push(`${String(report)} on ${page.url()}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __csp?: (r: string) => void }).__csp;
      report?.(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} from ${event.sourceFile}`,
      );
    });
  });
  await context.route(
    (url) => url.hostname === hostileHost || url.hostname.endsWith(`.${hostileHost}`),
    async (route) => {
      tally.foreignRequests.push(`${route.request().url()} (${where})`);
      await route.abort();
    },
  );
  context.on('page', (page) => {
    page.on('dialog', async (dialog) => {
      tally.executions.push(`${dialog.type()} "${dialog.message()}" on ${page.url()} (${where})`);
      await dialog.dismiss();
    });
  });
  return context;
}

/** Opens `url`, waits for what shows it rendered, then inspects it; returns the user texts seen. */
async function visit(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
  bypassCSP: boolean,
): Promise<number> {
  try {
    await page.goto(url);
    await appReady(page);
    await ready(page);
  } catch (error) {
    tally.unrendered.push(`${url}: ${String(error).split('\n')[0]}`);
  }
  // Let image errors, autofocus, toggles and refreshes fire.
  await page.waitForTimeout(500);
  if (bypassCSP) await clickScriptLinks(page, marker);
  const findings = await inspectPage(page, marker);
  tally.pages++;
  tally.overlays.push(...findings.overlays.map((f) => `${f} on ${url}`));
  tally.armed.push(...findings.armed.map((f) => `${f} on ${url}`));
  if (!page.url().includes(url.split('?')[0]!))
    tally.unrendered.push(`${url} navigated to ${page.url()}`);
  return findings.userTexts;
}

const shows = (text: string) => async (page: Page) => {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
};

/** Every page that shows the member's text, as a visitor, the member and staff would see it. */
async function renderEverything(
  browser: Browser,
  member: PlantedMember,
  memberState: Awaited<ReturnType<BrowserContext['storageState']>>,
  bypassCSP: boolean,
): Promise<void> {
  const visitor = await watchedContext(browser, { bypassCSP });
  const page = await visitor.newPage();
  for (const book of member.reviewedBooks) {
    const seen = await visit(page, book.path, shows(`${marker} ${book.family}`), bypassCSP);
    expect.soft(seen, `the ${book.family} review on its book page`).toBe(1);
  }
  const families = member.reviewedBooks.length;
  expect
    .soft(
      await visit(page, `/book-shelf/${member.userId}`, shows(marker), bypassCSP),
      'reviews on the public shelf',
    )
    .toBeGreaterThanOrEqual(families);
  await visit(page, `/u/${member.username}`, shows('Mallory'), bypassCSP);
  await visit(page, `/${member.username}`, shows('Mallory'), bypassCSP);
  await visit(page, member.importedBookPath, shows(importedTitleWord), bypassCSP);
  await visit(page, `/find-books?q=${importedTitleWord}`, shows(importedTitleWord), bypassCSP);
  await visitor.close();

  const own = await watchedContext(browser, { bypassCSP, storageState: memberState });
  const mine = await own.newPage();
  expect
    .soft(await visit(mine, '/book-shelf', shows(marker), bypassCSP), 'reviews on my shelf')
    .toBeGreaterThanOrEqual(families);
  await visit(mine, '/profile', shows('Mallory'), bypassCSP);
  await visit(mine, '/dashboard', shows('Mallory'), bypassCSP);
  await visit(
    mine,
    `/book-shelf/import?id=${member.importId}`,
    shows(importedTitleWord),
    bypassCSP,
  );
  await visit(mine, '/author-dashboard', shows('Your verification requests'), bypassCSP);
  // The review editor parses the stored review back into the editor.
  const first = member.reviewedBooks[0]!;
  await visit(
    mine,
    '/book-shelf',
    async (p) => {
      await p.getByRole('button', { name: `Edit ${first.title} on your shelf` }).click();
      await expect(p.getByRole('dialog', { name: first.title })).toBeVisible();
      await expect(p.getByRole('textbox', { name: 'Your review' })).toContainText(marker);
    },
    bypassCSP,
  );
  await own.close();

  const staff = await watchedContext(browser, { bypassCSP });
  const signIn = await staff.request.post('/api/auth/signin', {
    headers: csrf,
    data: { email: 'admin@bookhive.example', password: demoPassword },
  });
  expect(signIn.ok(), 'the demo admin signs in').toBe(true);
  const admin = await staff.newPage();
  await visit(
    admin,
    '/admin/users',
    async (p) => {
      await p.getByLabel('Search users').fill(member.username);
      await expect(p.getByRole('row', { name: new RegExp(member.username) })).toBeVisible();
    },
    bypassCSP,
  );
  await staff.close();
}

test('hostile HTML never runs, loads or covers the page anywhere it is shown', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const author = await browser.newContext();
  const member = await plantHostileMember(author.request, marker);
  const memberState = await author.storageState();
  try {
    await renderEverything(browser, member, memberState, false);
    await renderEverything(browser, member, memberState, true);
  } finally {
    await removeHostileReviews(author.request, member);
    await author.close();
    if (tally.unrendered.length > 0) console.log(tally.unrendered.join('\n'));
    printSummary('hostile-html', {
      vectors: xssCorpus.length,
      pages: tally.pages,
      'script executions': tally.executions.length,
      overlays: tally.overlays.length,
      'CSP violations': tally.cspViolations.length,
      'armed markup': tally.armed.length,
      'hostile requests': tally.foreignRequests.length,
    });
  }
  expect.soft(tally.executions, 'script executions').toEqual([]);
  expect.soft(tally.unrendered, 'pages that did not render').toEqual([]);
  expect.soft(tally.overlays, 'overlays').toEqual([]);
  expect.soft(tally.armed, 'armed markup left in the page').toEqual([]);
  expect.soft(tally.cspViolations, 'CSP violations').toEqual([]);
  expect.soft(tally.foreignRequests, 'requests to the hostile host').toEqual([]);
});
