import { useEffect } from 'react';
import { documentTitle } from '../texts';

/** The spec sets each screen's title 500 ms after it opens. */
export const PAGE_TITLE_DELAY_MS = 500;

export function usePageTitle(screen: string) {
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = documentTitle(screen);
    }, PAGE_TITLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [screen]);
}
