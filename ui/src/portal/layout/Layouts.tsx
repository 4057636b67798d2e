import type { ReactNode } from 'react';
import { lazyScreen } from '../../app/lazyScreen';
import { RouteContent } from '../../app/RouteContent';
import { useFocusOnNavigate } from '../../app/useFocusOnNavigate';
import { MainContent, Page } from './PageShell';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';

/**
 * Home (route name contains "home"): the news page, full width; also the pages of text that need
 * no city (/acessibilidade).
 */
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
export const QueueCity = lazyScreen(() => import('./city'));

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
          <QueueCity>
            <RouteContent>{children}</RouteContent>
          </QueueCity>
        </RouteContent>
      </MainContent>
      <PortalFooter />
    </Page>
  );
}
