/**
 * What the import did: a count per outcome (each one a filter), then every row with its
 * outcome, message and book — and, for the rows that need help, a way to fix them.
 */
import {
  importOutcomeLabels,
  type ImportOutcome,
  type ImportRowResult,
  type ImportSummary,
} from '@contracts/shelf-imports';
import { paths } from '@contracts/paths';
import { ArrowRight, CheckCircle2, Wrench, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useImportRows } from '@/features/shelves/api/use-import-rows';
import { plural } from '@/lib/plural';
import { RowFixer } from './row-fixer';
import { useFocusOnMount } from './use-focus-on-mount';

const shownOutcomes = ['matched', 'created', 'skipped', 'failed'] as const;

const outcomeTone: Record<ImportOutcome, 'success' | 'primary' | 'neutral' | 'danger'> = {
  pending: 'neutral',
  matched: 'success',
  created: 'primary',
  skipped: 'neutral',
  failed: 'danger',
};

function RowItem({
  importId,
  row,
  canFix,
}: {
  importId: string;
  row: ImportRowResult;
  /** The server's word: rows of this import may be fixed now. */
  canFix: boolean;
}) {
  const [fixing, setFixing] = useState(false);
  return (
    <li className="px-4 py-3 sm:px-5">
      <div className="flex gap-3 sm:gap-4">
        <span className="w-12 shrink-0 pt-0.5 text-xs tabular-nums text-muted-foreground sm:w-14">
          Row {row.rowNumber}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <p className="font-medium">{row.row.title || 'Untitled record'}</p>
            {row.row.authors.length > 0 && (
              <p className="text-sm text-muted-foreground">{row.row.authors.join(', ')}</p>
            )}
            {row.message && <p className="mt-1 text-sm text-muted-foreground">{row.message}</p>}
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <Badge tone={outcomeTone[row.outcome]}>{importOutcomeLabels[row.outcome]}</Badge>
            {row.book && (
              <Link
                to={row.book.path}
                className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
                aria-label={`View ${row.book.title}`}
              >
                View book <ArrowRight className="h-3.5 w-3.5" aria-hidden />
              </Link>
            )}
            {canFix && row.outcome === 'failed' && !fixing && (
              <Button size="sm" variant="outline" onClick={() => setFixing(true)}>
                <Wrench className="h-4 w-4" aria-hidden /> Fix
              </Button>
            )}
          </div>
        </div>
      </div>
      {fixing && (
        <RowFixer
          importId={importId}
          row={row}
          onFixed={() => setFixing(false)}
          onCancel={() => setFixing(false)}
        />
      )}
    </li>
  );
}

export function ImportResults({
  summary,
  onImportAnother,
}: {
  summary: ImportSummary;
  onImportAnother: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const rows = useImportRows(summary.id, outcome, true);
  const list = rows.data?.pages.flatMap((page) => page.rows) ?? [];
  const count = (o: ImportOutcome) => summary.counts[o] ?? 0;
  const shelved = count('matched') + count('created') + count('skipped');
  const stopped = summary.status === 'failed';

  const filters: { value: ImportOutcome | null; label: string; count: number }[] = [
    { value: null, label: 'All records', count: summary.totalRows },
    ...shownOutcomes.map((o) => ({ value: o, label: importOutcomeLabels[o], count: count(o) })),
  ];

  return (
    <Card className="overflow-hidden">
      <div className="space-y-5 p-6">
        <div className="flex items-start gap-3">
          {stopped ? (
            <XCircle className="mt-0.5 h-6 w-6 shrink-0 text-danger" aria-hidden />
          ) : (
            <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-success" aria-hidden />
          )}
          <div>
            <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
              {stopped ? 'The import stopped' : 'Import finished'}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {stopped && summary.error ? `${summary.error} ` : ''}
              {plural(shelved, 'book')} from {summary.fileName} {shelved === 1 ? 'is' : 'are'} on
              your shelf.
              {count('failed') > 0 &&
                ` ${plural(count('failed'), 'record')} ${count('failed') === 1 ? 'needs' : 'need'} your help: fix ${count('failed') === 1 ? 'it' : 'them'} below.`}
            </p>
          </div>
        </div>
        <div
          role="group"
          aria-label="Show records"
          className="grid grid-cols-2 gap-2 sm:grid-cols-5"
        >
          {filters.map(({ value, label, count: n }) => (
            <button
              key={label}
              type="button"
              aria-pressed={outcome === value}
              onClick={() => setOutcome(value)}
              className={cn(
                'rounded-xl border p-3 text-left transition',
                outcome === value
                  ? 'border-primary bg-primary/10'
                  : 'border-line hover:bg-surface-muted',
                value === 'failed' && n > 0 && outcome !== value && 'border-danger/40',
              )}
            >
              <span className="block text-2xl font-bold tabular-nums">
                {n.toLocaleString('en')}
              </span>
              <span className="block text-xs font-medium text-muted-foreground">{label}</span>
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.bookShelf} className={buttonClasses('primary', 'sm')}>
            Go to my shelf
          </Link>
          <Button variant="outline" size="sm" onClick={onImportAnother}>
            Import another file
          </Button>
        </div>
      </div>
      <div className="border-t border-line">
        {rows.isPending ? (
          <div className="space-y-2 p-5">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">
            {outcome
              ? `Nothing to show under “${importOutcomeLabels[outcome]}”.`
              : 'This file had no records.'}
          </p>
        ) : (
          <ul
            className="divide-y divide-line"
            aria-label="Imported records"
            aria-busy={rows.isFetching}
          >
            {list.map((row) => (
              <RowItem
                key={row.id}
                importId={summary.id}
                row={row}
                canFix={summary.abilities.canFixRows}
              />
            ))}
          </ul>
        )}
        {rows.hasNextPage && (
          <div className="flex justify-center border-t border-line p-4">
            <Button
              variant="outline"
              onClick={() => void rows.fetchNextPage()}
              disabled={rows.isFetchingNextPage}
            >
              {rows.isFetchingNextPage && <Spinner />} Load more
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
