/**
 * /admin/* — only staff get in: signed-out visitors go to /admin/login, members without a staff
 * role are told so. Sign-out shows the §6 toast and returns to the admin login.
 */
import { adminMessages, errorToasts } from '@contracts/messages';
import { paths } from '@contracts/paths';
import { ShieldX } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AdminSkeleton } from '@/app/admin-skeleton';
import { buttonClasses } from '@/components/ui/button';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { useSignOut } from '@/features/auth/api/use-sign-out';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  usePageTitle('Admin');
  const { user, isLoading } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (isLoading) return <AdminSkeleton />;
  if (!user) return <Navigate to={paths.adminLogin} replace />;
  if (!user.isStaff) {
    return (
      <main className="mx-auto max-w-md px-6 py-24 text-center">
        <ShieldX className="mx-auto h-10 w-10 text-danger" aria-hidden />
        <h1 className="mt-4 text-xl font-bold">The admin panel is for Bookhive staff</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          You are signed in as @{user.username}, which has no staff role.
        </p>
        <Link to={paths.dashboard} className={buttonClasses('primary', 'md', 'mt-6')}>
          Go to your dashboard
        </Link>
      </main>
    );
  }

  const onSignOut = async () => {
    try {
      await signOut.mutateAsync();
      notify.success(adminMessages.signedOutTitle, adminMessages.signedOutDescription);
      void navigate(paths.adminLogin, { replace: true });
    } catch {
      notify.error(errorToasts.adminSignOutFailed);
    }
  };

  return (
    <AdminLayout user={user} onSignOut={() => void onSignOut()} signingOut={signOut.isPending} />
  );
}
