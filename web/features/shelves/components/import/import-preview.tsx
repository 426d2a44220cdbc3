/**
 * What the file holds, before anything is written: the source, how many books on each shelf,
 * the first rows as they will be imported, the records that cannot be, and how every column
 * is read. "Import N books" starts it.
 */
import type { ImportPreview } from '@contracts/shelf-imports';
import { shelfStatusLabels, shelfStatuses } from '@contracts/shelf-statuses';
import { AlertTriangle, FileSpreadsheet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StarRating } from '@/components/ui/star-rating';
import { formatDay } from '@/features/shelves/lib/format';
import { plural } from '@/lib/plural';
import { fieldLabel, sourceLabels } from '@/features/shelves/lib/import-labels';
import { statusTone } from '@/features/shelves/lib/status-style';
import { useFocusOnMount } from './use-focus-on-mount';

const th =
  'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground';
const td = 'px-3 py-2 align-top';

function SampleTable({ preview }: { preview: ImportPreview }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-line">
      <table className="w-full min-w-[640px] text-sm">
        <caption className="sr-only">The first {preview.sample.length} books in your file</caption>
        <thead className="bg-surface-muted/60">
          <tr>
            <th scope="col" className={th}>
              Book
            </th>
            <th scope="col" className={th}>
              Shelf
            </th>
            <th scope="col" className={th}>
              Rating
            </th>
            <th scope="col" className={th}>
              Date read
            </th>
            <th scope="col" className={th}>
              Tags
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {preview.sample.map((row, index) => (
            <tr key={index}>
              <td className={td}>
                <p className="font-medium">{row.title || 'Untitled'}</p>
                <p className="text-xs text-muted-foreground">
                  {row.authors.join(', ')}
                  {row.isbn13 || row.isbn10 ? ` · ISBN ${row.isbn13 ?? row.isbn10}` : ''}
                  {row.hasReview ? ' · with a review' : ''}
                </p>
                {row.warnings.map((warning) => (
                  <p key={warning} className="mt-1 text-xs text-warning">
                    {warning}
                  </p>
                ))}
              </td>
              <td className={td}>
                <Badge tone={statusTone[row.status]}>{shelfStatusLabels[row.status]}</Badge>
              </td>
              <td className={td}>
                {row.rating !== null ? (
                  <StarRating value={row.rating} size="h-3.5 w-3.5" />
                ) : (
                  <span className="text-muted-foreground">–</span>
                )}
              </td>
              <td className={`${td} whitespace-nowrap`}>
                {row.dateRead ? (
                  formatDay(row.dateRead)
                ) : (
                  <span className="text-muted-foreground">–</span>
                )}
              </td>
              <td className={`${td} text-xs text-muted-foreground`}>
                {row.tags.length > 0 ? row.tags.join(', ') : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ColumnTable({ preview }: { preview: ImportPreview }) {
  const used = preview.columns.filter((c) => c.field !== null).length;
  return (
    <section aria-labelledby="import-columns" className="space-y-2">
      <h3 id="import-columns" className="font-semibold">
        How your columns are read
      </h3>
      <p className="text-sm text-muted-foreground">
        {used} of {preview.columns.length} columns are imported; the others hold nothing Bookhive
        keeps.
      </p>
      <div className="max-h-80 overflow-auto rounded-xl border border-line">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-surface">
            <tr className="border-b border-line">
              <th scope="col" className={th}>
                Column in your file
              </th>
              <th scope="col" className={th}>
                Bookhive field
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {preview.columns.map(({ column, field }, index) => (
              <tr key={`${column}-${index}`}>
                <td className={`${td} font-mono text-xs`}>{column || `Column ${index + 1}`}</td>
                <td className={td}>
                  {fieldLabel(field) ?? <span className="text-muted-foreground">Not imported</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ImportPreviewPanel({
  preview,
  starting,
  onStart,
  onCancel,
}: {
  preview: ImportPreview;
  starting: boolean;
  onStart: () => void;
  onCancel: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const importable = preview.totalRows - preview.unreadable.length;
  return (
    <Card className="space-y-8 p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          <FileSpreadsheet className="mt-1 h-6 w-6 shrink-0 text-primary" aria-hidden />
          <div>
            <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
              Check your import
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{preview.fileName}</span> · a{' '}
              {sourceLabels[preview.source]} export with {plural(preview.totalRows, 'record')}
            </p>
          </div>
        </div>
        <Badge tone="primary">Detected: {sourceLabels[preview.source]}</Badge>
      </div>

      <section aria-labelledby="import-shelves" className="space-y-3">
        <h3 id="import-shelves" className="font-semibold">
          Books per shelf
        </h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {shelfStatuses.map((status) => (
            <div key={status} className="rounded-xl border border-line bg-surface-muted/40 p-3">
              <dt className="text-xs font-medium text-muted-foreground">
                {shelfStatusLabels[status]}
              </dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">
                {(preview.statusCounts[status] ?? 0).toLocaleString('en')}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {preview.unreadable.length > 0 && (
        <section
          aria-labelledby="import-unreadable"
          className="space-y-2 rounded-xl border border-warning/40 bg-warning/10 p-4"
        >
          <h3 id="import-unreadable" className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="h-4 w-4 text-warning" aria-hidden />
            {plural(preview.unreadable.length, 'record')} cannot be imported
          </h3>
          <ul className="max-h-48 space-y-1 overflow-auto text-sm">
            {preview.unreadable.map((record) => (
              <li key={record.rowNumber}>
                <span className="font-medium">Row {record.rowNumber}:</span> {record.reason}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="import-sample" className="space-y-3">
        <h3 id="import-sample" className="font-semibold">
          The first {preview.sample.length === 1 ? 'book' : `${preview.sample.length} books`}
        </h3>
        <SampleTable preview={preview} />
      </section>

      <ColumnTable preview={preview} />

      <div className="flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose text-sm text-muted-foreground">
          Each book is matched to the catalogue, or added to it when it is missing. A book you
          changed on Bookhive more recently than in this file keeps your Bookhive entry.
        </p>
        <div className="flex shrink-0 flex-wrap-reverse gap-2">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={onCancel}
            disabled={starting}
          >
            Choose another file
          </Button>
          <Button
            className="flex-1 sm:flex-none"
            onClick={onStart}
            disabled={starting || importable === 0}
          >
            {starting && <Spinner />} Import {plural(importable, 'book')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
