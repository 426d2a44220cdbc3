/**
 * Admin → Dashboard: where the catalogue's cover copies stand (SPEC §4's four statuses) and a
 * way to move them along — the next batches, or every cover again.
 */
import { ImageDown, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { useBookCoverCounts, useStartCoverMigration } from '../api/use-book-covers';

const number = new Intl.NumberFormat('en');
const statuses = [
  { key: 'stored', label: 'Stored', colour: 'bg-success' },
  { key: 'migrating', label: 'Migrating', colour: 'bg-primary' },
  { key: 'pending', label: 'Pending', colour: 'bg-line' },
  { key: 'failed', label: 'Failed', colour: 'bg-danger' },
] as const;

export function BookCoversCard() {
  const covers = useBookCoverCounts();
  const start = useStartCoverMigration();
  const run = (forceRemigrate: boolean) =>
    start.mutate(
      { batchSize: 10, forceRemigrate },
      {
        onSuccess: () =>
          notify.success(
            forceRemigrate ? 'Every cover will be stored again' : 'Cover migration started',
          ),
        onError: (error) => notify.error(error.message),
      },
    );

  if (covers.isPending) return <Skeleton className="h-40 w-full" />;
  if (covers.isError)
    return <p className="text-danger">Cover figures could not be loaded: {covers.error.message}</p>;
  const { counts, abilities } = covers.data;
  const total = counts.stored + counts.migrating + counts.pending + counts.failed;

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="flex items-center gap-2 font-semibold">
          <ImageDown className="h-5 w-5 text-primary" aria-hidden /> Book covers
        </h2>
        {abilities.startMigration && (
          <div className="ml-auto flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={start.isPending}
              onClick={() => run(false)}
            >
              Migrate pending and failed
            </Button>
            <Button size="sm" variant="ghost" disabled={start.isPending} onClick={() => run(true)}>
              <RefreshCw className="h-4 w-4" aria-hidden /> Re-store all
            </Button>
          </div>
        )}
      </div>
      <div
        className="mt-4 flex h-2.5 overflow-hidden rounded-full bg-surface-muted"
        role="img"
        aria-label={`${number.format(counts.stored)} of ${number.format(total)} covers stored`}
      >
        {total > 0 &&
          statuses.map(({ key, colour }) => (
            <span
              key={key}
              className={colour}
              style={{ width: `${(counts[key] / total) * 100}%` }}
            />
          ))}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {statuses.map(({ key, label, colour }) => (
          <div key={key}>
            <dt className="flex items-center gap-1.5 text-xs uppercase tracking-wider text-muted-foreground">
              <span className={`h-2 w-2 rounded-full ${colour}`} aria-hidden /> {label}
            </dt>
            <dd className="text-xl font-bold">{number.format(counts[key])}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">
        Only stored copies are shown to readers; the others get a placeholder cover. Failed covers
        are tried again hourly, three times.
      </p>
    </Card>
  );
}
