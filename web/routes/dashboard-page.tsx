/**
 * /dashboard — the reader's home, in tabs (SPEC §2): the overview (what they are reading,
 * their clubs — my clubs, announcements, invitations —, getting started, shortcuts) and their
 * direct messages (?tab=messages, its own chunk). Later issues add challenges.
 */
import type { SessionUser } from '@contracts/auth';
import { paths } from '@contracts/paths';
import { BookOpenText, LibraryBig, Settings, UserRound, UsersRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Tabs } from 'radix-ui';
import { Link, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { MessagesTabLabel } from '@/features/messages/components/messages-tab-badge';
import { GettingStarted } from '@/features/dashboard/components/getting-started';
import { Greeting } from '@/features/dashboard/components/greeting';
import { ReadingNowCard } from '@/features/shelves/components/reading-now-card';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

const shortcuts = [
  { to: paths.bookShelf, label: 'My Book Shelf', icon: LibraryBig },
  { to: paths.findBooks, label: 'Find books', icon: BookOpenText },
  { to: paths.bookClubs, label: 'Browse clubs', icon: UsersRound },
  { to: paths.profile, label: 'Your profile', icon: UserRound },
  { to: paths.settings, label: 'Settings', icon: Settings },
];

const MessagesTab = lazy(() => import('@/features/messages/components/messages-tab'));
// My clubs, their announcements and invitations for me: loaded after the first paint.
const ClubsDashboard = lazy(() => import('@/features/clubs/components/dashboard/clubs-dashboard'));

const tabClasses = cn(
  'inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-muted-foreground transition',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60',
  'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

function Overview({ user }: { user: SessionUser }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="min-w-0 space-y-6">
        <ReadingNowCard />
        <Suspense fallback={<Skeleton className="h-40" />}>
          <ClubsDashboard />
        </Suspense>
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
  );
}

export function Page() {
  usePageTitle('Dashboard');
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'messages' ? 'messages' : 'overview';
  // The tab is in the URL (?tab=messages), so a link and the back button open it.
  const changeTab = (next: string) => setParams(next === 'messages' ? { tab: 'messages' } : {});
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
      <Tabs.Root value={tab} onValueChange={changeTab}>
        <Tabs.List
          aria-label="Dashboard"
          className="mb-6 inline-flex gap-1 rounded-xl bg-surface-muted p-1"
        >
          <Tabs.Trigger value="overview" className={tabClasses}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="messages" className={tabClasses}>
            <MessagesTabLabel />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <Overview user={user} />
        </Tabs.Content>
        <Tabs.Content value="messages">
          <Suspense fallback={<Skeleton className="h-96" />}>
            {tab === 'messages' && <MessagesTab />}
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
