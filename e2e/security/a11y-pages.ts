/**
 * The pages the accessibility suite opens, derived from the app's own route table so a new
 * route is checked without anyone remembering to add it: every fixed path of `paths`, every
 * pattern of `routePatterns` filled with real ids and slugs read from the demo data through
 * the API, and every back-office section of `adminSections`.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { adminSections } from '../../contracts/admin-sections.js';
import type { BookDetail, BookSummary } from '../../contracts/books.js';
import { authEndpoints } from '../../contracts/endpoints/auth.js';
import { booksEndpoints } from '../../contracts/endpoints/books.js';
import { clubsEndpoints } from '../../contracts/endpoints/clubs.js';
import type { MyClubs } from '../../contracts/clubs.js';
import { forumEndpoints } from '../../contracts/endpoints/forum.js';
import { messagesEndpoints } from '../../contracts/endpoints/messages.js';
import type { CommunityPage, ForumHome } from '../../contracts/forum.js';
import { paths, routePatterns } from '../../contracts/paths.js';

/** Real values from the demo data for the patterns' parameters. */
export interface Samples {
  userId: string;
  username: string;
  titleSlug: string;
  isbn: string;
  title: string;
  authorSlug: string;
  categorySlug: string;
  /** A demo community, one of its chapters and a thread (made-up ones when none is seeded). */
  communitySlug: string;
  chapterSlug: string;
  threadId: string;
  /** The member's newest conversation, when they have one. */
  conversationId: string | null;
  /** A demo club the member owns (its settings are theirs to open), or made-up ones. */
  club: { id: string; slug: string };
}

const noThread = '00000000-0000-4000-8000-000000000001';

/** The first community of the demo forum with a chapter, and its latest thread. */
async function forumSamples(request: APIRequestContext) {
  const home = await json<ForumHome>(request, forumEndpoints.home.path);
  const slug = home.communities[0]?.slug;
  if (!slug) return { communitySlug: 'no-such-community', chapterSlug: 'none', threadId: noThread };
  const community = await json<CommunityPage>(
    request,
    forumEndpoints.community.path.replace(':slug', encodeURIComponent(slug)),
  );
  return {
    communitySlug: slug,
    chapterSlug: community.chapters[0]?.slug ?? 'none',
    threadId: community.latestThreads[0]?.id ?? home.latestThreads[0]?.id ?? noThread,
  };
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Reads the samples: the signed-in member on `request`, and the most popular book. */
export async function readSamples(request: APIRequestContext): Promise<Samples> {
  const session = await json<{ user: { id: string; username: string } | null }>(
    request,
    authEndpoints.session.path,
  );
  expect(session.user, 'the member is signed in').toBeTruthy();
  const { books } = await json<{ books: BookSummary[] }>(
    request,
    `${booksEndpoints.popular.path}?limit=1`,
  );
  const key = books[0]?.isbn ?? books[0]?.id;
  expect(key, 'the demo catalogue has a book').toBeTruthy();
  const book = await json<BookDetail>(
    request,
    booksEndpoints.detail.path.replace(':key', encodeURIComponent(key!)),
  );
  expect(book.authors.length, 'the book has an author').toBeGreaterThan(0);
  expect(book.categories.length, 'the book has a category').toBeGreaterThan(0);
  const { conversations } = await json<{ conversations: { id: string }[] }>(
    request,
    messagesEndpoints.conversations.path,
  );
  const { clubs } = await json<MyClubs>(request, clubsEndpoints.mine.path);
  const owned = clubs.find((club) => club.membership?.role === 'owner') ?? clubs[0];
  return {
    club: owned
      ? { id: owned.id, slug: owned.slug }
      : { id: '00000000-0000-4000-8000-000000000000', slug: 'no-such-club' },
    conversationId: conversations[0]?.id ?? null,
    userId: session.user!.id,
    username: session.user!.username,
    titleSlug: book.titleSlug,
    isbn: book.isbn ?? book.id,
    title: book.title,
    authorSlug: book.authors[0]!.slug,
    categorySlug: book.categories[0]!.slug,
    ...(await forumSamples(request)),
  };
}

function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/**
 * One URL per parameterised route. The record is keyed by the route table, so a new pattern
 * does not compile until it is given a sample here.
 */
function patternPages(s: Samples): Record<keyof typeof routePatterns, string> {
  return {
    legacyProfile: paths.legacyProfile(s.userId),
    userProfile: paths.userProfile(s.username),
    bookShelfOf: paths.bookShelfOf(s.userId),
    category: paths.category(s.categorySlug),
    book: paths.book(s.titleSlug, s.isbn),
    author: paths.author(s.authorSlug),
    authorShort: fill(routePatterns.authorShort, { slug: s.authorSlug }),
    club: paths.club(s.club.slug),
    clubSettings: paths.clubSettings(s.club.slug),
    legacyClub: fill(routePatterns.legacyClub, { clubId: s.club.id }),
    // Someone else's or no checkout: its page says so (the journey walks a real one).
    testCheckout: fill(routePatterns.testCheckout, { id: '00000000-0000-4000-8000-000000000000' }),
    community: fill(routePatterns.community, { slug: s.communitySlug }),
    forumCommunity: paths.forumCommunity(s.communitySlug),
    forumCreateChapter: paths.forumCreateChapter(s.communitySlug),
    forumChapter: paths.forumChapter(s.communitySlug, s.chapterSlug),
    forumThreadPage: paths.forumThreadPage(s.threadId),
    forumThreadTarget: paths.forumThread(s.threadId),
    invite: paths.invite('no-such-invitation'),
    publicProfile: paths.publicProfile(s.username),
  };
}

/** Every page of the app outside the back-office, for any actor. */
export function appPages(s: Samples): string[] {
  const fixed = Object.values(paths).filter((value) => typeof value === 'string');
  const searches = [
    // A search with results: result cards are the widest thing on a phone.
    `${paths.findBooks}?q=${encodeURIComponent(s.title)}`,
    `${paths.findBooks}?q=${encodeURIComponent('no such book anywhere')}`,
    // Forum search with highlighted results (the demo forum talks about spoilers).
    `${paths.forumSearch}?q=spoilers`,
  ];
  // The dashboard's messages tab, and one of the demo reader's conversations open in it.
  const tabs = [paths.dashboardMessages(), paths.dashboardMessages(s.conversationId ?? undefined)];
  return [...new Set([...fixed, ...searches, ...tabs, ...Object.values(patternPages(s))])];
}

/** Every back-office section. */
export function adminPages(): string[] {
  // The forum section's other tabs: its threads, queue, bans and chart are screens of their own.
  const forumTabs = ['threads', 'reports', 'bans', 'figures'].map(
    (tab) => `${paths.adminSection('forum')}?tab=${tab}`,
  );
  // The financial section's tabs: payments, disputes, plans and affiliates.
  const financialTabs = ['payments', 'disputes', 'plans', 'affiliates'].map(
    (tab) => `${paths.adminSection('financial')}?tab=${tab}`,
  );
  return [
    ...adminSections.map((section) => paths.adminSection(section.path)),
    ...forumTabs,
    ...financialTabs,
  ];
}
