import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

interface Place {
  pathname: string;
  search: string;
}

/**
 * The spec's navigation rule: "if a navigation has no query parameters but the previous route had,
 * the previous query is carried over". It applies when the route changes; a screen that rewrites
 * its own query (the queue search's Limpar) stays on its route and keeps what it wrote.
 */
export function carriedSearch(previous: Place | null, next: Place): string | null {
  if (!previous || previous.pathname === next.pathname) return null;
  if (next.search || !previous.search || previous.search === '?') return null;
  return previous.search;
}

/** Mount once inside the router: re-applies the previous query on a query-less navigation. */
export function useQueryCarryOver() {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef<Place | null>(null);
  useLayoutEffect(() => {
    const search = carriedSearch(previous.current, location);
    previous.current = { pathname: location.pathname, search: search ?? location.search };
    if (search !== null) {
      navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true, state: location.state },
      );
    }
  }, [location, navigate]);
}

export function QueryCarryOver() {
  useQueryCarryOver();
  return null;
}
