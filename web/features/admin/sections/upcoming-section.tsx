/**
 * A back-office section whose tools ship with the back-office release. It says so plainly, with
 * the permission that opens it, instead of pretending to work.
 */
import type { AdminSection } from '@contracts/admin-sections';
import { Construction } from 'lucide-react';
import { Card } from '@/components/ui/card';

export function UpcomingSection({ section }: { section: AdminSection }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{section.label}</h1>
      <Card className="flex gap-4 p-6">
        <Construction className="h-6 w-6 shrink-0 text-warning" aria-hidden />
        <div>
          <p className="font-semibold">
            The {section.label.toLowerCase()} tools arrive with the back-office release.
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            You can open this section because your role includes{' '}
            <code className="rounded bg-surface-muted px-1">{section.permission}</code>.
          </p>
        </div>
      </Card>
    </div>
  );
}
