import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MainContent, Page, ScreenLoader } from './PageShell';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';

/** The routed screen (or `children` in stories), with a loader while its code arrives. */
function Content({ children }: { children?: ReactNode }) {
  return <Suspense fallback={<ScreenLoader />}>{children ?? <Outlet />}</Suspense>;
}

/** A new screen starts at the top of the page. */
function useScrollTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [pathname]);
}

/** Home (route name contains "home"): the news page, full width. */
export function HomeLayout({ children }: { children?: ReactNode }) {
  useScrollTopOnNavigate();
  return (
    <Page>
      <PortalHeader />
      <MainContent>
        <Content>{children}</Content>
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
  useScrollTopOnNavigate();
  return (
    <Page>
      <PortalHeader />
      <MainContent>
        <Suspense fallback={<ScreenLoader />}>
          <CityProvider>
            <Content>{children}</Content>
          </CityProvider>
        </Suspense>
      </MainContent>
      <PortalFooter />
    </Page>
  );
}
