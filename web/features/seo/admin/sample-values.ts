/** Example values for the preview of each page type's texts in /admin/seo. */
import type { SeoPageType } from '@contracts/seo-templates';

export const sampleValues: Record<SeoPageType, { path: string; values: Record<string, string> }> = {
  landing: { path: '/', values: {} },
  book: {
    path: '/book/dune/9780441013593',
    values: {
      title: 'Dune',
      author: 'Frank Herbert',
      description:
        'Set on the desert planet Arrakis, Dune is the story of the boy Paul Atreides, heir to a noble family tasked with ruling an inhospitable world.',
    },
  },
  author: {
    path: '/author/ursula-k-le-guin',
    values: {
      name: 'Ursula K. Le Guin',
      bio: 'Ursula K. Le Guin wrote novels, poetry and essays, among them the Earthsea books.',
      knownFor: 'A Wizard of Earthsea, The Left Hand of Darkness, The Dispossessed',
    },
  },
  category: { path: '/find-books/science-fiction', values: { category: 'Science Fiction' } },
  browse: { path: '/browse', values: {} },
  'find-books': { path: '/find-books', values: {} },
  'find-authors': { path: '/find-authors', values: {} },
  profile: { path: '/u/maya', values: { name: 'Maya Okafor', username: 'maya' } },
};
