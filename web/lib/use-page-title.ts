import { useEffect } from 'react';

/** Sets the document title as "{title} · Bookhive". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Bookhive` : 'Bookhive · Reading Reimagined';
  }, [title]);
}
