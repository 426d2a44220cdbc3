/**
 * One search result: the thread's title and the post's snippet with the matched words marked,
 * who wrote it, where and when. A spoiler the reader has not reached shows the server's notice
 * in place of the snippet, with a badge.
 */
import type { ForumSearchResult } from '@contracts/forum';
import { paths } from '@contracts/paths';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { HighlightedText } from './highlighted-text';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function SearchResultCard({ result }: { result: ForumSearchResult }) {
  const title = result.threadTitle.map((piece) => piece.text).join('');
  const shielded = result.spoiler?.shielded === true;
  return (
    <article
      aria-label={title}
      className="rounded-xl border border-line bg-surface p-4 transition hover:border-primary/40"
    >
      <h2 className="text-base font-semibold leading-snug">
        <Link
          to={result.url}
          className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          <HighlightedText pieces={result.threadTitle} />
        </Link>
      </h2>
      <p
        className={
          shielded
            ? 'mt-2 text-sm italic text-muted-foreground'
            : 'mt-2 break-words text-sm text-foreground/90'
        }
      >
        {shielded && (
          <Badge tone="warning" className="mr-2 not-italic">
            Spoiler
          </Badge>
        )}
        <HighlightedText pieces={result.snippet} />
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        {result.author ? (
          <Link to={paths.userProfile(result.author.username)} className="hover:underline">
            @{result.author.username}
          </Link>
        ) : (
          <span>A former member</span>
        )}
        <span aria-hidden>·</span>
        <Link to={paths.forumCommunity(result.communitySlug)} className="hover:underline">
          {result.communityName}
        </Link>
        <span aria-hidden>·</span>
        <time dateTime={result.createdAt}>{when.format(new Date(result.createdAt))}</time>
        {result.postNumber !== null && (
          <>
            <span aria-hidden>·</span>
            <span>post #{result.postNumber}</span>
          </>
        )}
      </p>
    </article>
  );
}
