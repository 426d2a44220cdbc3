/** A forum page's breadcrumbs and heading. */
import { paths } from '@contracts/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to: string;
}

export function ForumHeader({
  crumbs,
  title,
  description,
  actions,
}: {
  crumbs: Crumb[];
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  const trail = [{ label: 'Forum', to: paths.forum }, ...crumbs];
  return (
    <header className="space-y-2">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          {trail.map((crumb, i) => (
            <li key={crumb.to} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden>/</span>}
              <Link to={crumb.to} className="hover:text-primary hover:underline">
                {crumb.label}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
