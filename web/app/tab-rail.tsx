/**
 * The left-edge tab navigation: icons in the spec's order with a label that appears after
 * 80 ms of hover (at once on keyboard focus). Gated tabs open the sign-up invitation for
 * signed-out readers instead of navigating.
 */
import { uiTimings } from '@contracts/constants';
import { paths } from '@contracts/paths';
import {
  BookOpenText,
  Feather,
  LayoutDashboard,
  Library,
  MessagesSquare,
  Newspaper,
  Settings,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { openInvitation } from '@/lib/dialogs';
import { useSession } from '@/lib/session';
import { isTabActive, isTabNavHidden, tabs, type TabItem } from './tab-navigation';

const icons: Record<string, LucideIcon> = {
  [paths.dashboard]: LayoutDashboard,
  [paths.bookShelf]: Library,
  [paths.bookClubs]: UsersRound,
  [paths.findBooks]: BookOpenText,
  [paths.findAuthors]: Feather,
  [paths.forum]: MessagesSquare,
  [paths.blog]: Newspaper,
  [paths.profile]: UserRound,
  [paths.settings]: Settings,
};

function TabLink({
  tab,
  active,
  signedOut,
}: {
  tab: TabItem;
  active: boolean;
  signedOut: boolean;
}) {
  const [showLabel, setShowLabel] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const Icon = icons[tab.path] ?? BookOpenText;

  const onClick = (event: MouseEvent) => {
    if (tab.gate && signedOut) {
      event.preventDefault();
      openInvitation(tab.gate, tab.path);
    }
  };

  return (
    <li className="relative">
      <Link
        to={tab.path}
        onClick={onClick}
        aria-current={active ? 'page' : undefined}
        aria-label={tab.label}
        onMouseEnter={() => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setShowLabel(true), uiTimings.navHoverDelayMs);
        }}
        onMouseLeave={() => {
          clearTimeout(timer.current);
          setShowLabel(false);
        }}
        onFocus={() => setShowLabel(true)}
        onBlur={() => setShowLabel(false)}
        className={cn(
          'flex h-11 w-11 items-center justify-center rounded-xl transition',
          active
            ? 'bg-primary text-primary-foreground shadow-md shadow-primary/30'
            : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
        )}
      >
        <Icon className="h-5 w-5" aria-hidden />
      </Link>
      {showLabel && (
        <span
          role="tooltip"
          className="pointer-events-none absolute left-14 top-1/2 z-40 -translate-y-1/2 whitespace-nowrap rounded-md bg-foreground px-2.5 py-1 text-xs font-medium text-background shadow-lg animate-fade-in"
        >
          {tab.label}
        </span>
      )}
    </li>
  );
}

export function TabRail() {
  const { pathname } = useLocation();
  const { isSignedIn, isLoading } = useSession();
  if (isTabNavHidden(pathname)) return null;
  return (
    <nav
      aria-label="Sections"
      className="sticky top-16 hidden h-[calc(100vh-4rem)] w-16 shrink-0 flex-col items-center py-4 md:flex"
    >
      <ul className="flex flex-col gap-1.5 rounded-2xl border border-line bg-surface/80 p-1.5 shadow-sm backdrop-blur">
        {tabs.map((tab) => (
          <TabLink
            key={tab.path}
            tab={tab}
            active={isTabActive(tab, pathname)}
            signedOut={!isLoading && !isSignedIn}
          />
        ))}
      </ul>
    </nav>
  );
}
