/**
 * Accessibility of every page (issue 8): axe-core in Chromium at WCAG 2.2 AA on every route of
 * the app's route table as a visitor and as the demo member, and on every back-office page as a
 * super admin (the public pages differ for staff only by the menu, checked with the dialogs), in
 * the light and the dark theme 1280 px wide and in the light theme 390 px wide — plus the dialogs and menus people
 * open on them. No page may be wider than the screen either (a phone must not scroll sideways).
 * The dark theme at 390 px would check nothing the other three looks do not: a page's colours are
 * its theme's at every width, and its layout is its width's in either theme. For the same
 * reason the dark look runs only the rules that read colours: a theme changes a page's colours,
 * never its markup, so every other rule would find what the light look at 1280 px found.
 *
 * To stay fast on CI, each actor × theme × width shares one browser context and one page, and
 * moves between routes client-side (the router follows history like a link click would).
 */
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { profilesEndpoints } from '../../contracts/endpoints/profiles.js';
import { paths } from '../../contracts/paths.js';
import { printSummary } from '../../security/support/summary.js';
import { wcagTags } from '../support/accessible.js';
import { appReady } from '../support/app-test.js';
import { csrfHeaders, demoEmails, signInAsDemo } from '../support/demo-accounts.js';
import { adminPages, appPages, readSamples } from './a11y-pages.js';

/**
 * WCAG 2.2 AA and axe's best practices (one main landmark, content in landmarks, headings in
 * order), which every page meets as well.
 */
const checkedTags = [...wcagTags, 'best-practice'];
type Theme = 'light' | 'dark';
const wide = { name: '1280px', width: 1280, height: 900 } as const;
const phone = { name: '390px', width: 390, height: 844 } as const;
type Screen = typeof wide | typeof phone;
/** The axe rules that read colours: all that can tell one theme from another. */
const colourRules = ['color-contrast', 'link-in-text-block'];
/** Each look is one test: the three actors walk it side by side. */
const looks: { theme: Theme; screen: Screen }[] = [
  { theme: 'light', screen: wide },
  { theme: 'dark', screen: wide },
  { theme: 'light', screen: phone },
];
type Actor = 'visitor' | 'member' | 'staff';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What stands on the page while data or code is still loading. */
const loading = '.animate-pulse, .animate-spin, [aria-busy="true"]';

// A control that never becomes clickable must fail one check quickly, not hang the run.
// Traces of a dozen contexts and 600 checks would cost more than the run; the failure lists
// each violation with its page and target instead.
test.use({ actionTimeout: 10_000, navigationTimeout: 30_000, trace: 'off' });

/** What one test found. */
function newTally() {
  return {
    routes: new Set<string>(),
    pages: 0,
    /** One line per failing element: rule, page, where, target. */
    violations: [] as string[],
    tooWide: [] as string[],
    unrendered: [] as string[],
  };
}
type Tally = ReturnType<typeof newTally>;

/**
 * Resolves once no request of the page has been in flight for a moment. `restart` counts a
 * moment from now: after a client-side navigation the old page is quiet before the new one
 * has rendered and asked for its data, and a check then would read the page in between.
 */
function networkQuiet(page: Page): { wait: () => Promise<void>; restart: () => void } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  // A member's realtime stream stays open for as long as the page does: it is no page load.
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  page.on('request', (request) => counted(request) && change(1));
  page.on('requestfinished', (request) => counted(request) && change(-1));
  page.on('requestfailed', (request) => counted(request) && change(-1));
  return {
    wait: async () => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        if (inFlight <= 0 && Date.now() - lastChange >= 80) return;
        await page.waitForTimeout(20);
      }
    },
    restart: () => {
      lastChange = Date.now();
    },
  };
}

interface Visit {
  page: Page;
  tally: Tally;
  quiet: ReturnType<typeof networkQuiet>;
  where: string;
  theme: Theme;
  screen: Screen;
}

/** The rule's help, or for contrast the colours and ratio found. */
function detail(help: string, node: { any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  if (!data?.fgColor) return help;
  return `${data.fgColor} on ${data.bgColor} is ${data.contrastRatio}:1, needs ${data.expectedContrastRatio}`;
}

/** Waits until the page shows its content in the right theme, then checks it. */
async function check(visit: Visit, label: string): Promise<void> {
  const { page, tally, where, theme, screen } = visit;
  try {
    await visit.quiet.wait();
    await page.waitForFunction(
      ([busy, mode]) =>
        !document.querySelector(busy) && document.documentElement.classList.contains(mode),
      [loading, theme] as const,
      { timeout: 15_000 },
    );
    await page.locator('h1').first().waitFor({ timeout: 10_000 });
  } catch (error) {
    tally.unrendered.push(`${label} (${where}): ${String(error).split('\n')[0]}`);
  }
  // Legacy mode runs axe in the page itself (no extra blank page per check), and asking for
  // violations only skips building the passes: together about three times faster. `options`
  // replaces every option, so it comes before the choice of rules.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (theme === 'dark') axe.withRules(colourRules);
  else axe.withTags(checkedTags);
  const results = await axe.analyze();
  tally.pages++;
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      tally.violations.push(
        `${violation.id} on ${label} (${where}) at ${node.target.join(' ')}: ${detail(violation.help, node)}`,
      );
    }
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > screen.width) tally.tooWide.push(`${label} (${where}) is ${width}px wide`);
}

/** Moves to `url` the way a link does: a history entry the router picks up, no reload. */
async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    const state = window.history.state as { idx?: number } | null;
    const idx = (state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `a11y${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

/** Opens a dialog or menu with `open`, checks the page with it open, then closes it. */
async function checkOpened(
  visit: Visit,
  label: string,
  open: (page: Page) => Promise<void>,
): Promise<void> {
  try {
    await open(visit.page);
  } catch (error) {
    visit.tally.unrendered.push(`${label} (${visit.where}): ${String(error).split('\n')[0]}`);
    return;
  }
  await check(visit, label);
  await visit.page.keyboard.press('Escape');
}

/** The dialogs and menus worth checking on top of the pages, for this actor and screen. */
async function checkDialogs(visit: Visit, actor: Actor): Promise<void> {
  const { page } = visit;
  // A fresh load closes whatever the last page left open (the sign-up invitation).
  await page.goto(paths.landing);
  await appReady(page);
  if (visit.screen.width < 768) {
    await checkOpened(visit, 'the phone menu', async (p) => {
      await p.getByRole('button', { name: 'Open menu' }).click();
      await p.locator('#mobile-nav').waitFor();
    });
  }
  if (actor === 'visitor') {
    await checkOpened(visit, 'the sign-in dialog', async (p) => {
      await p.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await p.getByRole('dialog').waitFor();
    });
    return;
  }
  await checkOpened(visit, 'the account menu', async (p) => {
    await p.getByRole('button', { name: /^Account menu for / }).click();
    await p.getByRole('menu').waitFor();
  });
  if (actor === 'member') {
    await navigate(page, paths.bookShelf);
    await visit.quiet.wait();
    await checkOpened(visit, 'the shelf entry editor', async (p) => {
      await p
        .getByRole('button', { name: /^Edit .* on your shelf$/ })
        .first()
        .click();
      await p.getByRole('dialog').waitFor();
    });
  }
}

/** Visits every page as one actor in one theme on one screen, in one context. */
async function walk(
  browser: Browser,
  tally: Tally,
  actor: Actor,
  theme: Theme,
  screen: Screen,
  urls: string[],
  storageState: StorageState | undefined,
): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    // Fades would be measured half-way; people who ask for less motion get none either.
    reducedMotion: 'reduce',
    storageState,
  });
  if (actor === 'visitor') {
    // A guest's theme lives in local storage (web/lib/theme/theme-provider.tsx).
    await context.addInitScript((key) => {
      localStorage.setItem('bookhive.theme', JSON.stringify({ default: key, pages: {} }));
    }, `vibrant-${theme}`);
  }
  const page = await context.newPage();
  const visit: Visit = {
    page,
    tally,
    quiet: networkQuiet(page),
    where: `${actor}, ${theme}, ${screen.name}`,
    theme,
    screen,
  };
  await page.goto(paths.landing);
  await appReady(page);
  for (const url of urls) {
    tally.routes.add(url);
    await navigate(page, url);
    visit.quiet.restart();
    await check(visit, url);
  }
  await checkDialogs(visit, actor);
  await context.close();
}

/** Signs a demo account in and returns its cookies, with a way to set its saved theme. */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  await signInAsDemo(context.request, email);
  const session = (await (await context.request.get('/api/auth/session')).json()) as {
    user: { themePreferences: unknown };
  };
  const saved = session.user.themePreferences;
  const saveTheme = async (body: unknown) => {
    const response = await context.request.put(profilesEndpoints.saveTheme.path, {
      headers: csrfHeaders,
      data: body,
    });
    expect(response.ok(), `saving the theme: ${response.status()}`).toBe(true);
  };
  return {
    context,
    state: await context.storageState(),
    useTheme: (theme: Theme) => saveTheme({ default: `vibrant-${theme}`, pages: {} }),
    restore: () => saveTheme(saved),
  };
}

for (const { theme, screen } of looks) {
  test(`every page meets WCAG 2.2 AA and fits the screen, for every actor (${theme}, ${screen.name})`, async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const tally = newTally();
    const started = Date.now();
    const member = await signedIn(browser, demoEmails.member);
    const staff = await signedIn(browser, demoEmails.superAdmin);
    const samples = await readSamples(member.context.request);
    const pages = appPages(samples);
    try {
      await member.useTheme(theme);
      await staff.useTheme(theme);
      // Each walk has its own browser page; three at once use both cores.
      await Promise.all([
        walk(browser, tally, 'staff', theme, screen, adminPages(), staff.state),
        walk(browser, tally, 'visitor', theme, screen, pages, undefined),
        walk(browser, tally, 'member', theme, screen, pages, member.state),
      ]);
    } finally {
      await member.restore();
      await staff.restore();
      await member.context.close();
      await staff.context.close();
      if (tally.unrendered.length > 0) console.log(tally.unrendered.join('\n'));
      if (tally.violations.length > 0) console.log(tally.violations.join('\n'));
      if (tally.tooWide.length > 0) console.log(tally.tooWide.join('\n'));
      printSummary(`accessibility (${theme}, ${screen.name})`, {
        routes: tally.routes.size,
        pages: tally.pages,
        violations: tally.violations.length,
        'too wide': tally.tooWide.length,
        seconds: Math.round((Date.now() - started) / 1000),
      });
    }
    expect.soft(tally.unrendered, 'pages that did not finish rendering').toEqual([]);
    expect
      .soft(tally.violations, 'WCAG 2.2 AA violations (rule on page (where) at target)')
      .toEqual([]);
    expect.soft(tally.tooWide, 'pages wider than the screen').toEqual([]);
  });
}
