/** The import at work: a progress bar fed by polling the import every second. */
import { importOutcomeLabels, type ImportSummary } from '@contracts/shelf-imports';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useFocusOnMount } from './use-focus-on-mount';

export function ImportProgress({ summary }: { summary: ImportSummary }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { processedRows, totalRows } = summary;
  const percent = totalRows > 0 ? Math.round((processedRows / totalRows) * 100) : 0;
  const done = (['matched', 'created', 'skipped', 'failed'] as const).filter(
    (outcome) => (summary.counts[outcome] ?? 0) > 0,
  );
  return (
    <Card className="space-y-5 p-6">
      <div className="flex items-center gap-3">
        <Spinner className="h-5 w-5 text-primary" />
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {summary.status === 'queued' ? 'Starting your import…' : 'Importing your books…'}
        </h2>
      </div>
      <div>
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={totalRows}
          aria-valuenow={processedRows}
          aria-valuetext={`${processedRows} of ${totalRows} records`}
          className="h-3 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-primary to-secondary transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-2 flex justify-between text-sm text-muted-foreground">
          <span>
            {processedRows.toLocaleString('en')} of {totalRows.toLocaleString('en')} records
          </span>
          <span className="tabular-nums">{percent}%</span>
        </p>
      </div>
      {done.length > 0 && (
        <p className="text-sm text-muted-foreground">
          So far:{' '}
          {done
            .map((outcome) => `${importOutcomeLabels[outcome]} ${summary.counts[outcome] ?? 0}`)
            .join(' · ')}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        It keeps going if you leave this page; come back here to see what became of each book.
      </p>
    </Card>
  );
}
