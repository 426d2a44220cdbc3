/** /dashboard — the reader's home: what they are reading, getting started, shortcuts. Later
 * issues add clubs, messages and challenges. */
import { paths } from '@contracts/paths';
import { BookOpenText, LibraryBig, Settings, UserRound, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { GettingStarted } from '@/features/dashboard/components/getting-started';
import { Greeting } from '@/features/dashboard/components/greeting';
import { ReadingNowCard } from '@/features/shelves/components/reading-now-card';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

const shortcuts = [
  { to: paths.bookShelf, label: 'My Book Shelf', icon: LibraryBig },
  { to: paths.findBooks, label: 'Find books', icon: BookOpenText },
  { to: paths.bookClubs, label: 'Browse clubs', icon: UsersRound },
  { to: paths.profile, label: 'Your profile', icon: UserRound },
  { to: paths.settings, label: 'Settings', icon: Settings },
];

export function Page() {
  usePageTitle('Dashboard');
  const { user, isLoading } = useSession();
  if (isLoading) return <Skeleton className="m-8 h-64" />;
  if (!user) return <SignInRequired feature="dashboard" />;
  return (
    <div className="space-y-8 px-4 py-10">
      <div>
        <Greeting name={user.fullName.split(' ')[0] || user.username} />
        <p className="mt-2 text-muted-foreground">
          Welcome back to Bookhive. Here is where your reading life comes together.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6">
          <ReadingNowCard />
          <GettingStarted user={user} />
        </div>
        <Card className="p-6">
          <h2 className="text-lg font-semibold">Jump back in</h2>
          <ul className="mt-3 grid gap-1">
            {shortcuts.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-lg px-2 py-2.5 text-sm font-medium hover:bg-surface-muted"
                >
                  <Icon className="h-4 w-4 text-primary" aria-hidden /> {label}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
