/** The back-office frame: sidebar with the allowed sections, a header with the staff member and sign-out. */
import type { SessionUser } from '@contracts/auth';
import { paths } from '@contracts/paths';
import { roleLabels } from '@contracts/roles';
import { ArrowLeft, LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { AdminNav } from './admin-nav';
import { visibleSections } from './visible-sections';

export function AdminLayout({
  user,
  onSignOut,
  signingOut,
}: {
  user: SessionUser;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <div className="flex min-h-screen">
      <aside className="hidden w-64 shrink-0 flex-col border-r border-line bg-surface/80 p-4 backdrop-blur md:flex">
        <Link to={paths.adminDashboard} className="mb-6 flex items-center gap-2 px-2 font-bold">
          <img src="/favicon.svg" alt="" className="h-7 w-7" /> Bookhive{' '}
          <span className="text-xs font-semibold text-primary">Admin</span>
        </Link>
        <div className="flex-1 overflow-y-auto">
          <AdminNav sections={visibleSections(user.permissions)} />
        </div>
        <Link
          to={paths.landing}
          className="mt-4 flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-muted-foreground hover:bg-surface-muted"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Bookhive
        </Link>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-end gap-3 border-b border-line px-4 sm:px-6">
          <details className="mr-auto md:hidden">
            <summary className="cursor-pointer text-sm font-semibold">Sections</summary>
            <div className="absolute z-30 mt-2 w-64 rounded-xl border border-line bg-surface p-3 shadow-xl">
              <AdminNav sections={visibleSections(user.permissions)} />
            </div>
          </details>
          {/* On a phone the avatar names the staff member; the name would push the page wide. */}
          <div className="hidden text-right sm:block">
            <p className="text-sm font-semibold">{user.fullName || user.username}</p>
            <p className="text-xs text-muted-foreground">{roleLabels[user.role]}</p>
          </div>
          <Avatar url={user.avatarUrl} name={user.fullName || user.username} size="sm" />
          <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut}>
            {signingOut ? <Spinner /> : <LogOut className="h-4 w-4" aria-hidden />} Sign out
          </Button>
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
