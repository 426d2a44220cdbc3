/** schema.org objects of the public pages' heads, each rendered as a JSON-LD block. */
import type { BookDetail } from '../../../contracts/books.js';
import { paths } from '../../../contracts/paths.js';
import { snippet } from './snippet.js';

/** A book as schema.org describes one, with its readers' (or its source's) rating. */
export function bookJsonLd(book: BookDetail, appUrl: string): Record<string, unknown> {
  const rating = book.community.count > 0 ? book.community : null;
  const source = book.sourceRating && book.sourceRating.count > 0 ? book.sourceRating : null;
  const aggregate = rating?.average != null ? rating : source;
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.title,
    url: appUrl + book.path,
    ...(book.isbn ? { isbn: book.isbn } : {}),
    author: book.authors.map((a) => ({
      '@type': 'Person',
      name: a.name,
      url: appUrl + paths.author(a.slug),
    })),
    ...(book.description ? { description: snippet(book.description, 500) } : {}),
    ...(book.coverUrl ? { image: appUrl + book.coverUrl } : {}),
    ...(book.pages ? { numberOfPages: book.pages } : {}),
    ...(book.publisher ? { publisher: { '@type': 'Organization', name: book.publisher } } : {}),
    ...(book.publishedDate ? { datePublished: book.publishedDate } : {}),
    ...(book.language ? { inLanguage: book.language } : {}),
    ...(aggregate && aggregate.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(aggregate.average * 100) / 100,
            ratingCount: aggregate.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** A schema.org trail of pages, from the site down. */
export function breadcrumbs(items: { name: string; path: string }[], appUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: appUrl + item.path,
    })),
  };
}
