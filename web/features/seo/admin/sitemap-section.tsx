/**
 * Admin → Sitemap: what /sitemap.xml lists (per kind of page and per file), when it was last
 * built, and "Build now" for when the catalogue changed a lot since the nightly build.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useBuildSitemap, useSitemapStatus } from '../api/use-sitemap';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const number = new Intl.NumberFormat('en');
const kindLabels: Record<string, string> = {
  pages: 'Site pages',
  books: 'Books',
  authors: 'Authors',
  categories: 'Categories',
};

export function SitemapSection() {
  const status = useSitemapStatus();
  const build = useBuildSitemap();
  const [showFiles, setShowFiles] = useState(false);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Sitemap</h1>
          <p className="text-sm text-muted-foreground">
            <a href="/sitemap.xml" className="underline">
              /sitemap.xml
            </a>{' '}
            indexes one file per kind of page and 45,000 addresses. It is rebuilt every night.
          </p>
        </div>
        <Button
          onClick={() =>
            build.mutate(undefined, {
              onSuccess: (s) =>
                notify.success(
                  'Sitemap built',
                  `${number.format(s.addresses)} addresses in ${s.files.length} files.`,
                ),
              onError: (error) => notify.error(error.message),
            })
          }
          disabled={build.isPending}
        >
          {build.isPending ? 'Building…' : 'Build now'}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {build.isPending ? (
          <span className="inline-flex items-center gap-2">
            <Spinner className="h-4 w-4" /> Building the sitemap: cutting every kind of page into
            files…
          </span>
        ) : status.data ? (
          status.data.builtAt ? (
            <span>
              Last built <strong>{when.format(new Date(status.data.builtAt))}</strong>:{' '}
              {number.format(status.data.addresses)} addresses in {status.data.files.length} files.
            </span>
          ) : (
            <span>Not built yet: the nightly job or “Build now” cuts the first files.</span>
          )
        ) : null}
      </div>
      {status.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : status.isError ? (
        <p className="text-danger">The sitemap could not be loaded: {status.error.message}</p>
      ) : (
        <>
          <div className="grid gap-3 grid-cols-2 lg:grid-cols-4">
            {status.data.kinds.map((kind) => (
              <div key={kind.kind} className="rounded-xl border border-line bg-surface p-4">
                <div className="text-sm text-muted-foreground">
                  {kindLabels[kind.kind] ?? kind.kind}
                </div>
                <div className="text-2xl font-bold">{number.format(kind.addresses)}</div>
                <div className="text-xs text-muted-foreground">
                  {kind.files} {kind.files === 1 ? 'file' : 'files'}
                </div>
              </div>
            ))}
          </div>
          {status.data.files.length > 0 && (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setShowFiles(!showFiles)}
                aria-expanded={showFiles}
              >
                {showFiles ? 'Hide the files' : `Show the ${status.data.files.length} files`}
              </Button>
              {showFiles && (
                <div
                  className="mt-3 overflow-x-auto rounded-xl border border-line"
                  tabIndex={0}
                  role="region"
                  aria-label="Sitemap files"
                >
                  <table className="w-full text-left text-sm">
                    <thead className="bg-surface-muted text-xs uppercase tracking-wider text-muted-foreground">
                      <tr>
                        <th scope="col" className="px-4 py-2">
                          File
                        </th>
                        <th scope="col" className="px-4 py-2">
                          Kind
                        </th>
                        <th scope="col" className="px-4 py-2 text-right">
                          Addresses
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-line">
                      {status.data.files.map((file) => (
                        <tr key={file.name}>
                          <td className="px-4 py-2">
                            <a href={file.path} className="font-mono text-xs underline">
                              {file.path}
                            </a>
                          </td>
                          <td className="px-4 py-2">{kindLabels[file.kind] ?? file.kind}</td>
                          <td className="px-4 py-2 text-right">{number.format(file.urlCount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
