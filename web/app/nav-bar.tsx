/** The navigation bar on every public and app page: brand, sections, and sign-in or the user's menu. */
import { paths } from '@contracts/paths';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { openAuthDialog } from '@/lib/dialogs';
import { useSession } from '@/lib/session';
import { Brand } from './brand';

const UserMenu = lazy(() => import('./user-menu'));
const NotificationBell = lazy(
  () => import('@/features/notifications/components/notification-bell'),
);

const sections = [
  { to: paths.bookClubs, label: 'Book Clubs' },
  { to: paths.findBooks, label: 'Find Books' },
  { to: paths.forum, label: 'Forum' },
  { to: paths.blog, label: 'Blog' },
];

function AccountArea() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Skeleton className="h-9 w-24" />;
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={() => openAuthDialog({ tab: 'signin' })}>
          Sign In
        </Button>
        <Button size="sm" onClick={() => openAuthDialog({ tab: 'signup' })}>
          Join Free
        </Button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      {/* The bell's place is kept while its chunk loads, so the avatar does not move. */}
      <Suspense fallback={<span aria-hidden className="h-9 w-9" />}>
        <NotificationBell />
      </Suspense>
      <Suspense
        fallback={<Avatar url={user.avatarUrl} name={user.fullName || user.username} size="sm" />}
      >
        <UserMenu user={user} />
      </Suspense>
    </div>
  );
}

export function NavBar() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-background/80 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {sections.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 text-sm font-medium transition hover:bg-surface-muted',
                  isActive ? 'text-foreground' : 'text-muted-foreground',
                )
              }
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <AccountArea />
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={open}
            aria-controls="mobile-nav"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen(!open)}
          >
            {open ? (
              <X className="h-5 w-5" aria-hidden />
            ) : (
              <Menu className="h-5 w-5" aria-hidden />
            )}
          </Button>
        </div>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label="Main" className="border-t border-line px-4 py-3 md:hidden">
          <ul className="grid gap-1">
            {[
              ...sections,
              { to: paths.dashboard, label: 'Dashboard' },
              { to: paths.bookShelf, label: 'Book Shelf' },
              { to: paths.settings, label: 'Settings' },
            ].map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-surface-muted"
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
