/** The left-edge tab navigation of SPEC §2: order, where it hides, when a tab is active, which tabs are gated. */
import { areaPrefixes, paths } from '@contracts/paths';
import type { GatedFeature } from '@/lib/dialogs';

export interface TabItem {
  path: string;
  label: string;
  /** Signed-out readers get this feature's sign-up invitation instead of the page. */
  gate?: GatedFeature;
  /** Also active on these path prefixes (club, forum and blog pages). */
  prefixes?: string[];
}

export const tabs: readonly TabItem[] = [
  { path: paths.dashboard, label: 'Dashboard', gate: 'dashboard' },
  { path: paths.bookShelf, label: 'Book Shelf', gate: 'bookshelf' },
  {
    path: paths.bookClubs,
    label: 'Book Clubs',
    prefixes: [paths.bookClubs, ...areaPrefixes.clubs],
  },
  { path: paths.findBooks, label: 'Find Books' },
  { path: paths.findAuthors, label: 'Find Authors', gate: 'authors' },
  { path: paths.forum, label: 'Forum', prefixes: [paths.forum] },
  { path: paths.blog, label: 'Blog', prefixes: [paths.blog] },
  { path: paths.profile, label: 'Profile', gate: 'profile' },
  { path: paths.settings, label: 'Settings', gate: 'settings' },
];

function underPrefix(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Hidden on the landing page, docs, sitemap, the back-office and the welcome page. */
export function isTabNavHidden(pathname: string): boolean {
  return (
    pathname === paths.landing ||
    pathname === paths.welcome ||
    [areaPrefixes.docs, areaPrefixes.sitemap, areaPrefixes.admin].some((prefix) =>
      underPrefix(pathname, prefix),
    )
  );
}

export function isTabActive(tab: TabItem, pathname: string): boolean {
  if (pathname === tab.path) return true;
  return (tab.prefixes ?? []).some((prefix) => underPrefix(pathname, prefix));
}
