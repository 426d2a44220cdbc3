/** A section the viewer's role may not open says so, naming the permission it needs. */
import type { AdminSection } from '@contracts/admin-sections';
import { paths } from '@contracts/paths';
import { roleLabels, type Role } from '@contracts/roles';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export function AccessDenied({ section, role }: { section: AdminSection; role: Role }) {
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <Lock className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-xl font-bold">You don't have access to {section.label}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Your role ({roleLabels[role]}) does not include the{' '}
        <code className="rounded bg-surface-muted px-1">{section.permission}</code> permission. Ask
        a super admin if you need it.
      </p>
      <Link to={paths.adminDashboard} className={buttonClasses('outline', 'md', 'mt-6')}>
        Back to the dashboard
      </Link>
    </div>
  );
}
