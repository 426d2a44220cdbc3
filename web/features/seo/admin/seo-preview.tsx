/**
 * What a page's title and description look like where people meet them: a search engine's
 * result and a social network's link card. Long texts are cut where those cut them.
 */
import { cutText, seoTemplateLimits } from '@contracts/seo-templates';

export function SearchResultPreview(props: { url: string; title: string; description: string }) {
  const host = new URL(props.url).host;
  return (
    <figure className="rounded-xl border border-line bg-surface p-4">
      <figcaption className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        Search result
      </figcaption>
      <div className="text-xs text-muted-foreground break-all">
        {host} › {props.url.replace(/^https?:\/\/[^/]+\/?/, '').replace(/\//g, ' › ') || ''}
      </div>
      <p className="mt-1 text-lg leading-snug text-primary break-words" data-testid="serp-title">
        {cutText(props.title, seoTemplateLimits.shownTitle)}
      </p>
      <p className="mt-1 text-sm text-foreground/80 break-words" data-testid="serp-description">
        {cutText(props.description, seoTemplateLimits.shownDescription)}
      </p>
    </figure>
  );
}

export function LinkCardPreview(props: { url: string; title: string; description: string }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-surface">
      <figcaption className="px-4 pt-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        Link card
      </figcaption>
      <div
        aria-hidden="true"
        className="mt-2 flex aspect-[1.91/1] items-center justify-center bg-gradient-to-br from-primary/25 to-surface-muted text-sm text-muted-foreground"
      >
        Page picture (cover or photo)
      </div>
      <div className="border-t border-line bg-surface-muted px-4 py-3">
        <div className="text-xs uppercase text-muted-foreground">{new URL(props.url).host}</div>
        <p className="font-semibold break-words" data-testid="card-title">
          {cutText(props.title, 70)}
        </p>
        <p className="text-sm text-muted-foreground break-words">
          {cutText(props.description, 110)}
        </p>
      </div>
    </figure>
  );
}
