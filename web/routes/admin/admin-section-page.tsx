/** /admin/{section}: the section's screen, its "no access" screen, or not found. */
import { findAdminSection } from '@contracts/admin-sections';
import { useParams } from 'react-router';
import { AccessDenied } from '@/features/admin/sections/access-denied';
import { BooksQualitySection } from '@/features/admin/sections/books-quality-section';
import { DashboardSection } from '@/features/admin/sections/dashboard-section';
import { ManagementSection } from '@/features/admin/sections/management-section';
import { UpcomingSection } from '@/features/admin/sections/upcoming-section';
import { UsersSection } from '@/features/admin/sections/users-section';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

const screens: Record<string, () => React.JSX.Element> = {
  dashboard: DashboardSection,
  users: UsersSection,
  management: ManagementSection,
  'books-quality': BooksQualitySection,
};

export function Page() {
  const path = useParams()['*'] ?? '';
  const section = findAdminSection(path);
  const { user } = useSession();
  usePageTitle(section ? `${section.label} · Admin` : 'Admin');
  if (!section || !user) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-xl font-bold">No such admin section</h1>
        <p className="mt-2 text-sm text-muted-foreground">/admin/{path} does not exist.</p>
      </div>
    );
  }
  if (!user.permissions.includes(section.permission))
    return <AccessDenied section={section} role={user.role} />;
  const Screen = screens[section.path];
  return Screen ? <Screen /> : <UpcomingSection section={section} />;
}
