/**
 * The import and export page: upload → preview → progress → results, with the import's id in
 * the URL (?id=) so a reload, the Back button or a recent import brings the same step back.
 */
import type { ImportPreview, ImportSummary } from '@contracts/shelf-imports';
import { paths } from '@contracts/paths';
import { ArrowLeft, Download } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { shelfKeys } from '@/features/shelves/api/shelf-keys';
import { useImportPreview } from '@/features/shelves/api/use-import-preview';
import { useImportStatus } from '@/features/shelves/api/use-import-status';
import { useStartImport } from '@/features/shelves/api/use-start-import';
import { plural } from '@/lib/plural';
import { sourceLabels } from '@/features/shelves/lib/import-labels';
import { ExportShelfLink } from '../export-shelf-link';
import { ExportInstructions } from './export-instructions';
import { ImportPreviewPanel } from './import-preview';
import { ImportProgress } from './import-progress';
import { ImportResults } from './import-results';
import { ImportUploader } from './import-uploader';
import { RecentImports } from './recent-imports';

/** Once an import finishes, the shelf and the list of recent imports have changed. */
function useRefreshWhenFinished(summary: ImportSummary | undefined) {
  const client = useQueryClient();
  const finished = summary?.status === 'completed' || summary?.status === 'failed';
  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: shelfKeys.recentImports() });
    void client.invalidateQueries({ queryKey: shelfKeys.lists() });
    void client.invalidateQueries({ queryKey: shelfKeys.entries() });
  }, [finished, client]);
}

function ImportStep({ id, onReset }: { id: string; onReset: () => void }) {
  const status = useImportStatus(id);
  const start = useStartImport();
  const summary = status.data;
  const previewQuery = useImportPreview(id, summary?.abilities.canStart ?? false);
  const preview = previewQuery.data;
  useRefreshWhenFinished(summary);

  const onStart = async () => {
    try {
      await start.mutateAsync(id);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The import could not start.');
      void status.refetch();
    }
  };

  if (status.error instanceof ApiError && status.error.status === 404) {
    return (
      <Card className="p-6">
        <h2 className="text-lg font-semibold">That import was not found</h2>
        <p className="mt-1 text-sm text-muted-foreground">It may belong to another account.</p>
        <Button className="mt-4" onClick={onReset}>
          Start a new import
        </Button>
      </Card>
    );
  }
  if (!summary) return <Skeleton className="h-64" />;
  if (summary.abilities.canStart) {
    if (preview)
      return (
        <ImportPreviewPanel
          preview={preview}
          starting={start.isPending}
          onStart={() => void onStart()}
          onCancel={onReset}
        />
      );
    if (previewQuery.isPending) return <Skeleton className="h-64" />;
    // The preview could not be read back: the import can still start from its counts.
    return (
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">Ready to import</h2>
        <p className="text-sm text-muted-foreground">
          {summary.fileName}: a {sourceLabels[summary.source]} export with{' '}
          {plural(summary.totalRows, 'record')}. Nothing has been added to your shelf yet.
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onReset}>
            Choose another file
          </Button>
          <Button onClick={() => void onStart()} disabled={start.isPending}>
            Import {plural(summary.totalRows, 'record')}
          </Button>
        </div>
      </Card>
    );
  }
  if (summary.status === 'queued' || summary.status === 'running')
    return <ImportProgress summary={summary} />;
  return <ImportResults summary={summary} onImportAnother={onReset} />;
}

export function ImportCenter() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');

  const show = (next: ImportPreview) => setParams({ id: next.id });
  const reset = () => setParams({});

  return (
    <div className="space-y-8 px-4 py-10">
      <div>
        <Link
          to={paths.bookShelf}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> My Book Shelf
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">Import and export</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Bring your reading history over from Goodreads or StoryGraph: your shelves, ratings,
          reviews, dates and tags. You see everything before it is added.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-8">
          {id ? (
            <ImportStep key={id} id={id} onReset={reset} />
          ) : (
            <>
              <ImportUploader onPreview={show} />
              <ExportInstructions />
            </>
          )}
        </div>
        <aside className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Download className="h-5 w-5 text-primary" aria-hidden /> Export
              </CardTitle>
              <CardDescription>
                Your whole shelf as a CSV file in the Goodreads layout, which Goodreads, StoryGraph
                and spreadsheets can read.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ExportShelfLink variant="primary" size="md" />
            </CardContent>
          </Card>
          <RecentImports currentId={id} />
        </aside>
      </div>
    </div>
  );
}
