import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '../../app/ErrorBoundaries';
import { useFocusOnNavigate } from '../../app/useFocusOnNavigate';
import { MainContent, Page, ScreenLoader } from './PageShell';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';

/**
 * The routed screen (or `children` in stories), with a loader while its code arrives and a
 * boundary that keeps the header and footer usable when the screen's chunk or render fails.
 */
export function RouteContent({ children }: { children?: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<ScreenLoader />}>{children ?? <Outlet />}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Home (route name contains "home"): the news page, full width. */
export function HomeLayout({ children }: { children?: ReactNode }) {
  useFocusOnNavigate();
  return (
    <Page>
      <PortalHeader />
      <MainContent>
        <RouteContent>{children}</RouteContent>
      </MainContent>
      <PortalFooter />
    </Page>
  );
}

// The city (GraphQL documents, the municipio check) is only needed under the queue layout.
const CityProvider = lazy(() => import('./city'));

/**
 * The default queue layout (/solicitacoes, /usuarios, /minhas-solicitacoes…): the header, the
 * current city (build configuration or `?municipio=`) and the footer.
 */
export function QueueLayout({ children }: { children?: ReactNode }) {
  useFocusOnNavigate();
  return (
    <Page>
      <PortalHeader />
      <MainContent>
        <RouteContent>
          <CityProvider>
            <RouteContent>{children}</RouteContent>
          </CityProvider>
        </RouteContent>
      </MainContent>
      <PortalFooter />
    </Page>
  );
}
