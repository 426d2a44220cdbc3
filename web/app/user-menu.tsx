/** The signed-in person's menu in the navigation bar (its own chunk: it brings the menu library). */
import type { SessionUser } from '@contracts/auth';
import { paths } from '@contracts/paths';
import {
  ChartColumnIncreasing,
  LayoutDashboard,
  Library,
  LogOut,
  Settings,
  Shield,
  UserRound,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useSignOut } from '@/features/auth/api/use-sign-out';
import { notify } from '@/lib/notify';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

export default function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const go = (path: string) => () => void navigate(path);
  const onSignOut = async () => {
    try {
      await signOut.mutateAsync();
      void navigate(paths.landing);
    } catch {
      notify.error('Failed to sign out. Please try again.');
    }
  };
  return (
    // Not modal and not portalled: the menu stays inside the banner landmark, and the rest of
    // the page is not hidden from screen readers while it is open (Escape and a click outside
    // still close it).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rounded-full"
        aria-label={`Account menu for ${user.fullName || user.username}`}
      >
        <Avatar url={user.avatarUrl} name={user.fullName || user.username} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-60 rounded-xl border border-line bg-surface p-1.5 shadow-xl animate-fade-in"
      >
        <div className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold">{user.fullName || user.username}</p>
          <p className="truncate text-xs text-muted-foreground">@{user.username}</p>
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item className={itemClasses} onSelect={go(paths.dashboard)}>
          <LayoutDashboard className="h-4 w-4" aria-hidden /> Dashboard
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClasses} onSelect={go(paths.profile)}>
          <UserRound className="h-4 w-4" aria-hidden /> My profile
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClasses} onSelect={go(paths.bookShelf)}>
          <Library className="h-4 w-4" aria-hidden /> Book Shelf
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClasses} onSelect={go(paths.readingStats)}>
          <ChartColumnIncreasing className="h-4 w-4" aria-hidden /> Reading statistics
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClasses} onSelect={go(paths.settings)}>
          <Settings className="h-4 w-4" aria-hidden /> Settings
        </DropdownMenu.Item>
        {user.isStaff && (
          <DropdownMenu.Item className={itemClasses} onSelect={go(paths.admin)}>
            <Shield className="h-4 w-4" aria-hidden /> Admin panel
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item className={itemClasses} onSelect={() => void onSignOut()}>
          <LogOut className="h-4 w-4" aria-hidden /> Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
