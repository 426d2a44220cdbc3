/** /admin/{section}: the section's screen, its "no access" screen, or not found. */
import { findAdminSection } from '@contracts/admin-sections';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { AccessDenied } from '@/features/admin/sections/access-denied';
import { BooksQualitySection } from '@/features/admin/sections/books-quality-section';
import { DashboardSection } from '@/features/admin/sections/dashboard-section';
import { ManagementSection } from '@/features/admin/sections/management-section';
import { UpcomingSection } from '@/features/admin/sections/upcoming-section';
import { UsersSection } from '@/features/admin/sections/users-section';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

/** The SEO screens load when opened: the performance one brings a charting library. */
const SeoSection = lazy(async () => ({
  default: (await import('@/features/seo/admin/seo-section')).SeoSection,
}));
const SitemapSection = lazy(async () => ({
  default: (await import('@/features/seo/admin/sitemap-section')).SitemapSection,
}));
const UrlManagementSection = lazy(async () => ({
  default: (await import('@/features/seo/admin/url-management-section')).UrlManagementSection,
}));
const SeoPerformanceSection = lazy(async () => ({
  default: (await import('@/features/analytics/admin/seo-performance-section'))
    .SeoPerformanceSection,
}));
const ForumAdminSection = lazy(async () => ({
  default: (await import('@/features/forum-admin/components/forum-admin-section'))
    .ForumAdminSection,
}));
const ClubsAdminSection = lazy(async () => ({
  default: (await import('@/features/clubs-admin/components/clubs-admin-section'))
    .ClubsAdminSection,
}));

const FinancialSection = lazy(async () => ({
  default: (await import('@/features/payments-admin/components/financial-section'))
    .FinancialSection,
}));

const screens: Record<string, React.ComponentType> = {
  dashboard: DashboardSection,
  users: UsersSection,
  management: ManagementSection,
  'books-quality': BooksQualitySection,
  seo: SeoSection,
  sitemap: SitemapSection,
  'url-management': UrlManagementSection,
  'seo-performance': SeoPerformanceSection,
  forum: ForumAdminSection,
  clubs: ClubsAdminSection,
  financial: FinancialSection,
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
  if (!Screen) return <UpcomingSection section={section} />;
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <Screen />
    </Suspense>
  );
}
