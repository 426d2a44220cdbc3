/** /find-books/:categorySlug — one category's books, with breadcrumbs and its subcategories. */
import { searchMessages } from '@contracts/messages';
import { useParams } from 'react-router';
import { useCategoryBooks } from '@/features/books/api/use-category-books';
import { useCategoryTaxonomy } from '@/features/books/api/use-category-taxonomy';
import { BookResults } from '@/features/books/components/book-results';
import { pagedList } from '@/features/books/lib/book-list-query';
import { CategoryBreadcrumbs } from '@/features/books/components/category-breadcrumbs';
import { SubcategoryChips } from '@/features/books/components/subcategory-chips';
import { TaxonomyState } from '@/features/books/components/taxonomy-state';
import { CategoryIcon } from '@/features/books/components/category-icon';
import { findCategory } from '@/features/books/lib/taxonomy';
import { ShelfControls } from '@/features/shelves/components/shelf-controls';
import { usePageTitle } from '@/lib/use-page-title';
import { Page as NotFoundPage } from '../not-found-page';

const number = new Intl.NumberFormat('en');

export function Page() {
  const { categorySlug = '' } = useParams();
  const taxonomy = useCategoryTaxonomy();
  const category = taxonomy.data && findCategory(taxonomy.data, categorySlug);
  usePageTitle(category ? `${category.name} books` : 'Category');
  // Asked for once the taxonomy knows the slug, so an unknown one is a page not found, not an error.
  const books = useCategoryBooks(category?.slug);
  if (!taxonomy.data) {
    return (
      <div className="px-4 py-10">
        <TaxonomyState query={taxonomy} columns="md:grid-cols-2" />
      </div>
    );
  }
  if (!category) return <NotFoundPage />;
  const pages = books.data?.pages ?? [];
  const total = pages[0]?.total;
  return (
    <div className="space-y-6 px-4 py-10">
      <CategoryBreadcrumbs category={category} />
      <header className="flex items-center gap-3">
        {category.icon && (
          <span className="rounded-xl bg-primary/10 p-2.5 text-primary">
            <CategoryIcon name={category.icon} className="h-6 w-6" />
          </span>
        )}
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{category.name}</h1>
          {total !== undefined && (
            <p className="text-sm text-muted-foreground">
              {number.format(total)} books, most read first
            </p>
          )}
        </div>
      </header>
      <SubcategoryChips category={category} />
      <BookResults
        query={pagedList(books)}
        errorMessage={searchMessages.categoryFailed}
        heading={`Books in ${category.name}`}
        renderActions={(book) => <ShelfControls book={book} compact />}
        empty={
          <div className="rounded-2xl border border-dashed border-line p-10 text-center">
            <p className="font-semibold">No books in {category.name} yet</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Try a broader category, or search for a title you have in mind.
            </p>
          </div>
        }
      />
    </div>
  );
}
