import { Skeleton } from '@/components/ui/skeleton';

/** The admin-shaped skeleton (SPEC §2) shown while the back-office loads. */
export function AdminSkeleton() {
  return (
    <div className="flex min-h-screen" aria-busy="true" aria-label="Loading the admin panel">
      <aside className="hidden w-64 shrink-0 space-y-3 border-r border-line bg-surface p-4 md:block">
        <Skeleton className="mb-6 h-8 w-32" />
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} className="h-7 w-full" />
        ))}
      </aside>
      <div className="flex-1 space-y-6 p-8">
        <Skeleton className="h-9 w-64" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}
