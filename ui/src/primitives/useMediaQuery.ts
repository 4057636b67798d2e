import { useSyncExternalStore } from 'react';
import { mobileQuery } from '../theme/theme';

/** Whether a CSS media query matches now; follows changes (resize, rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false,
    () => false,
  );
}

/** At or below the spec's 768 px breakpoint. */
export const useIsMobile = () => useMediaQuery(mobileQuery);
