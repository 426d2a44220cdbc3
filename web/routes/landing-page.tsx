import { lazy } from 'react';
import { FeatureCards } from '@/features/landing/components/feature-cards';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LandingSearch } from '@/features/landing/components/landing-search';
import { usePageTitle } from '@/lib/use-page-title';

const loadBookSearch = () => import('@/features/books/components/landing-book-search');
const LandingBookSearch = lazy(loadBookSearch);

/** / — the landing page. */
export function Page() {
  usePageTitle('');
  return (
    <>
      <LandingHero />
      <FeatureCards />
      <LandingSearch
        bookSearch={<LandingBookSearch />}
        preloadBookSearch={() => void loadBookSearch()}
      />
    </>
  );
}
