/** The reader's recent imports, each a link to its results. */
import { importOutcomeLabels, type ImportSummary } from '@contracts/shelf-imports';
import { paths } from '@contracts/paths';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useRecentImports } from '@/features/shelves/api/use-recent-imports';
import { formatMoment } from '@/features/shelves/lib/format';
import { plural } from '@/lib/plural';
import { importStatusLabels, sourceLabels } from '@/features/shelves/lib/import-labels';

const statusTone: Record<ImportSummary['status'], 'neutral' | 'warning' | 'success' | 'danger'> = {
  previewed: 'neutral',
  queued: 'warning',
  running: 'warning',
  completed: 'success',
  failed: 'danger',
};

function outcomeLine(summary: ImportSummary): string {
  if (summary.status === 'previewed' || summary.status === 'queued')
    return plural(summary.totalRows, 'record');
  return (['matched', 'created', 'skipped', 'failed'] as const)
    .filter((o) => (summary.counts[o] ?? 0) > 0)
    .map((o) => `${importOutcomeLabels[o]}: ${summary.counts[o]}`)
    .join(' · ');
}

export function RecentImports({ currentId }: { currentId: string | null }) {
  const recent = useRecentImports(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="h-5 w-5 text-primary" aria-hidden /> Recent imports
        </CardTitle>
        <CardDescription>Open one to see what became of each book.</CardDescription>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <Skeleton className="h-20" />
        ) : !recent.data?.length ? (
          <p className="text-sm text-muted-foreground">You have not imported anything yet.</p>
        ) : (
          <ul className="-mx-2 space-y-1">
            {recent.data.map((summary) => (
              <li key={summary.id}>
                <Link
                  to={`${paths.bookShelfImport}?id=${summary.id}`}
                  aria-current={summary.id === currentId ? 'true' : undefined}
                  className={cn(
                    'block rounded-lg px-2 py-2 transition hover:bg-surface-muted',
                    summary.id === currentId && 'bg-primary/10',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-sm font-medium">{summary.fileName}</span>
                    <Badge tone={statusTone[summary.status]}>
                      {importStatusLabels[summary.status]}
                    </Badge>
                  </span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">
                    {sourceLabels[summary.source]} · {formatMoment(summary.createdAt)}
                  </span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">
                    {outcomeLine(summary)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
