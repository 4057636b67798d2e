import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { mainHeading } from '../primitives/mainHeading';

/** How long a new screen's heading is awaited (its code may still be arriving). */
const WAIT_MS = 5000;

/**
 * After a navigation to another path (not on the first load, where the browser starts at the top),
 * scrolls to the top and moves focus to the new screen's main heading once it has rendered.
 */
export function useFocusOnNavigate() {
  const { pathname } = useLocation();
  // The path focus last followed: the first load (and React's development double run) is skipped.
  const followed = useRef(pathname);
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
    if (followed.current === pathname) return;
    followed.current = pathname;
    let done = false;
    const focus = () => {
      const active = document.activeElement;
      // Something of the new screen already took focus (a field, an open modal): leave it there.
      if (
        active &&
        active !== document.body &&
        (active.closest('main') || active.closest('dialog'))
      ) {
        done = true;
        return;
      }
      // The new screen's heading (the old screen is gone by now; a lazy one may still be loading).
      if (!document.querySelector('main h1')) return;
      mainHeading()?.focus({ preventScroll: true });
      done = true;
    };
    focus();
    if (done) return;
    const observer = new MutationObserver(() => {
      focus();
      if (done) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
