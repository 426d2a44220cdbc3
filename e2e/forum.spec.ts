/**
 * The forum journey (issue 10): a member starts a thread in a community, another member
 * replies from their own browser mentioning them, and the first sees the reply arrive live in
 * the open thread with a toast and the bell's count, then opens the mention and lands on the
 * post; a visitor gets the thread rendered by the server and is asked to sign in to reply.
 * Each step is photographed on a desktop and a 390 px phone.
 */
import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { forumEndpoints } from '../contracts/endpoints/forum.js';
import type { CommunityPage, ForumHome } from '../contracts/forum.js';
import { paths } from '../contracts/paths.js';
import { appReady, expect, test } from './support/app-test.js';
import { axeViolations } from './support/accessible.js';
import { csrfHeaders, demoEmails, signInAsDemo } from './support/demo-accounts.js';
import { picturesKept } from './support/screenshots.js';

const writer = { email: demoEmails.member, username: 'demoreader' };
const replier = { email: 'maya@bookhive.example', username: 'mayareads' };

/** A community with a chapter: a demo one when seeded, else one made through the staff API. */
async function communityWithChapter(request: APIRequestContext, staff: APIRequestContext) {
  const home = (await (await request.get(forumEndpoints.home.path)).json()) as ForumHome;
  for (const { slug } of home.communities) {
    const page = (await (
      await request.get(forumEndpoints.community.path.replace(':slug', slug))
    ).json()) as CommunityPage;
    if (page.chapters[0]) return { community: page.community, chapter: page.chapters[0] };
  }
  const made = await staff.post(forumEndpoints.createCommunity.path, {
    headers: csrfHeaders,
    data: {
      name: `Journey Readers ${Date.now().toString(36)}`,
      description: 'Where the e2e journeys talk books.',
      membersCanCreateChapters: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const community = (await made.json()) as CommunityPage['community'];
  const chapter = await request.post(
    forumEndpoints.createChapter.path.replace(':slug', community.slug),
    { headers: csrfHeaders, data: { title: 'Currently reading', description: '' } },
  );
  expect(chapter.status(), await chapter.text()).toBe(201);
  return {
    community,
    chapter: ((await chapter.json()) as { chapter: CommunityPage['chapters'][number] }).chapter,
  };
}

/**
 * Screenshots at the desktop size and at 390 px, then the page checked at both for WCAG 2.2
 * AA problems and sideways scrolling.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize();
  if (picturesKept) {
    await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`) });
    if (size) await page.setViewportSize(size);
  }
  // Checked from the top: the app's tab rail slides under the sticky header on a scrolled page.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect.soft(await axeViolations(page), `${name} at 1280 px`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect.soft(await axeViolations(page), `${name} at 390 px`).toEqual([]);
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 390 px`)
    .toBeLessThanOrEqual(390);
  if (size) await page.setViewportSize(size);
}

async function memberPage(context: BrowserContext, email: string): Promise<Page> {
  await signInAsDemo(context.request, email);
  return context.newPage();
}

test('a thread, a live reply with a mention, the toast and the bell, and the mention opened', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const staff = await browser.newContext();
  await signInAsDemo(staff.request, demoEmails.contentAdmin);
  const contextA = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const contextB = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const a = await memberPage(contextA, writer.email);
  const b = await memberPage(contextB, replier.email);
  const { community, chapter } = await communityWithChapter(contextA.request, staff.request);

  // A starts a thread from the chapter page.
  await a.goto(paths.forumChapter(community.slug, chapter.slug));
  await appReady(a);
  await expect(a.getByRole('heading', { level: 1, name: chapter.title })).toBeVisible();
  const title = `Which ending stayed with you? ${Date.now().toString(36)}`;
  await a.getByLabel('Title').fill(title);
  const firstPost = a.getByRole('textbox', { name: 'First post' });
  await firstPost.click();
  await a.keyboard.type('The last chapter of The Dispossessed still follows me around.');
  await shoot(a, testInfo, '1-new-thread');
  await a.getByRole('button', { name: 'Start thread' }).click();
  await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const threadUrl = a.url();
  const threadId = threadUrl.split('/').pop()!.split(/[?#]/)[0]!;
  await expect(a.getByText('The last chapter of The Dispossessed')).toBeVisible();
  const bell = a.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const unreadBefore = Number(
    /(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  );
  await shoot(a, testInfo, '2-thread-started');

  // B opens the thread and replies, mentioning A through the suggestions.
  await b.goto(paths.forumThreadPage(threadId));
  await appReady(b);
  const reply = b.getByRole('textbox', { name: 'Your reply' });
  await reply.click();
  await b.keyboard.type(`Agreed, @${writer.username.slice(0, 4)}`);
  const suggestions = b.getByRole('listbox', { name: 'Members to mention' });
  await expect(
    suggestions.getByRole('option', { name: new RegExp(`@${writer.username}`) }),
  ).toBeVisible();
  await shoot(b, testInfo, '3-mention-suggestions');
  await b.keyboard.press('Enter');
  await expect(suggestions).toBeHidden();
  await b.keyboard.type('the wall scene is the whole book.');
  await expect(reply).toContainText(`@${writer.username} the wall scene`);
  await b.getByRole('button', { name: 'Post reply' }).click();
  await expect(b.locator('#post-2')).toContainText('the wall scene is the whole book.');

  // A sees it arrive without a reload: the post, a toast, the bell's count.
  await expect(a.locator('#post-2')).toContainText('the wall scene is the whole book.', {
    timeout: 20_000,
  });
  await expect(a.getByText(/mentioned you/i).first()).toBeVisible();
  await expect
    .poll(async () =>
      Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0),
    )
    .toBeGreaterThan(unreadBefore);
  await shoot(a, testInfo, '4-reply-live');
  await shoot(b, testInfo, '5-reply-posted');

  // A opens the mention from the bell and lands on the post.
  await a.goto(paths.forum);
  await appReady(a);
  await bell.click();
  await a
    .getByRole('button', { name: /^(?!Delete ).*mentioned you/ })
    .first()
    .click();
  await expect(a).toHaveURL(new RegExp(`${paths.forumThreadPage(threadId, 1, 2)}$`));
  await expect(a.locator('#post-2')).toBeInViewport();
  await shoot(a, testInfo, '6-mention-opened');

  // A quotes B's reply: the form names the quoted post, and the new post shows it once.
  await a.locator('#post-2').getByRole('button', { name: 'Quote' }).click();
  await expect(a.getByText(`Quoting @${replier.username} (#2)`)).toBeVisible();
  await a.getByRole('textbox', { name: 'Your reply' }).click();
  await a.keyboard.type('The wall is in the first sentence, too.');
  await shoot(a, testInfo, '6b-quoting');
  await a.getByRole('button', { name: 'Post reply' }).click();
  const quoting = a.locator('#post-3');
  await expect(quoting).toContainText('The wall is in the first sentence, too.');
  await expect(quoting.locator('blockquote')).toHaveCount(1);
  await expect(quoting.locator('blockquote')).toContainText(`${replier.username} wrote (#2)`);

  // A visitor gets the thread rendered by the server, and is asked to sign in to reply.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const html = await (await visitor.request.get(paths.forumThreadPage(threadId))).text();
  expect(html).toContain('the wall scene is the whole book.');
  expect(html).toContain('DiscussionForumPosting');
  const v = await visitor.newPage();
  await v.goto(paths.forumThreadPage(threadId));
  await appReady(v);
  await v.getByRole('button', { name: 'Sign in to reply' }).click();
  await expect(v.getByRole('dialog')).toBeVisible();
  await shoot(v, testInfo, '7-visitor-sign-in');

  await Promise.all([contextA.close(), contextB.close(), staff.close(), visitor.close()]);
});

test('a thread written in Chinese is found by a word inside its sentences', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const staff = await browser.newContext();
  await signInAsDemo(staff.request, demoEmails.contentAdmin);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const a = await memberPage(context, writer.email);
  const { community, chapter } = await communityWithChapter(context.request, staff.request);

  // Written the way Chinese is written: no spaces between words. A word of the body no other
  // test writes, so the search finds this thread alone.
  const name = `三体读书会${Date.now().toString(36)}`;
  await a.goto(paths.forumChapter(community.slug, chapter.slug));
  await appReady(a);
  await a.getByLabel('Title').fill(name);
  await a.getByRole('textbox', { name: 'First post' }).click();
  await a.keyboard.type('我们这个月在读刘慈欣的小说《球状闪电》，大家觉得怎么样？');
  await a.getByRole('button', { name: 'Start thread' }).click();
  await expect(a.getByRole('heading', { level: 1, name })).toBeVisible();

  // A visitor searches for the novel's name, typed without anything around it.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const v = await visitor.newPage();
  await v.goto(paths.forumSearch);
  await v.getByLabel('Words').fill('球状闪电');
  await v.getByRole('button', { name: 'Search' }).click();
  const result = v.getByRole('article', { name });
  await expect(result.locator('mark')).toHaveText(['球状闪电']);
  // The sentence reads as it was written: the highlight adds no spaces.
  await expect(result).toContainText('刘慈欣的小说《球状闪电》，大家觉得怎么样？');
  await shoot(v, testInfo, '8-search-chinese');

  await Promise.all([context.close(), staff.close(), visitor.close()]);
});
