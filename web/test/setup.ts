import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out, so it has no scrollIntoView; a paged list scrolls to its top with it
// (web/lib/use-page-change-focus.ts).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
