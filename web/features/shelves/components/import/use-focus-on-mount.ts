import { useEffect, useRef } from 'react';

/**
 * Moves focus to an element (a step's heading, with tabIndex -1) when it appears, so a
 * keyboard or screen-reader user follows the import from step to step.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
