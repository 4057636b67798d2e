import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../primitives/Spinner';
import { RouteErrorBoundary } from './ErrorBoundaries';

/**
 * The routed screen (or `children` in stories), with a loader while its code arrives and a
 * boundary that keeps the app's header and menu usable when the screen's chunk or render fails.
 */
export function RouteContent({ children }: { children?: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
    </RouteErrorBoundary>
  );
}
