import { Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/ui/app/AppProviders';
import { PortalConfigProvider } from '@portal/ui/app/portalConfig';
import { HomeLayout, QueueLayout } from '@portal/ui/portal/layout/Layouts';
import { ScreenLoader } from '@portal/ui/portal/layout/PageShell';
import { QueryCarryOver } from '@portal/ui/app/queryCarryOver';
import { OpenFromNotification } from '@portal/ui/portal/notices/push/OpenFromNotification';
import { portalClients, portalConfig } from './config';
import {
  AccessibilityPage,
  AppRegisterPage,
  ClientRedirect,
  MobileLayout,
  LoginPage,
  MethodPage,
  MobileTermsPage,
  MyDataPage,
  MyRequestsPage,
  NoticesPage,
  NewsPage,
  NotFoundPage,
  OpenDataPage,
  PasswordResetPage,
  PrivacyPage,
  QueueDashboardPage,
  QueueSearchPage,
  SearchByDocumentPage,
} from './routes';

/**
 * Providers and routes. Layouts are chosen by route as the spec says: home (/), mobile (/movel/…),
 * client (/clientes…, handed to the Portal Gerencial) and the default queue layout. Each layout
 * puts its routed screen behind a route error boundary; AppProviders holds the root one. The
 * browser's router by default; the build's prerender (serverEntry.tsx) gives a static one.
 */
export function App({ router = browserRouter }: { router?: (routes: ReactNode) => ReactNode }) {
  const [clients] = useState(portalClients);
  return (
    <AppProviders clients={clients} homeHref={import.meta.env.BASE_URL}>
      <PortalConfigProvider config={portalConfig}>
        {router(
          <>
            <QueryCarryOver />
            <OpenFromNotification />
            <Suspense fallback={<ScreenLoader />}>
              <Routes>
                <Route element={<HomeLayout />}>
                  <Route index element={<NewsPage />} />
                  {/* A page of text: the home's plain frame, with no city to load. */}
                  <Route path="acessibilidade" element={<AccessibilityPage />} />
                </Route>
                <Route path="movel" element={<MobileLayout />}>
                  <Route path="register" element={<AppRegisterPage />} />
                  <Route path="termos" element={<MobileTermsPage />} />
                  <Route path="redefinir-senha/:hash" element={<PasswordResetPage />} />
                  <Route
                    path="redefinir-senha-pleni/:hash"
                    element={<PasswordResetPage brand="pleni" />}
                  />
                  <Route path="*" element={<NotFoundPage />} />
                </Route>
                <Route path="clientes/*" element={<ClientRedirect />} />
                <Route element={<QueueLayout />}>
                  <Route path="solicitacoes" element={<QueueSearchPage />} />
                  <Route path="como-calculamos" element={<MethodPage />} />
                  <Route path="painel-da-fila" element={<QueueDashboardPage />} />
                  <Route path="dados-abertos" element={<OpenDataPage />} />
                  <Route path="privacidade" element={<PrivacyPage />} />
                  <Route path="usuarios" element={<LoginPage />} />
                  <Route path="minhas-solicitacoes" element={<MyRequestsPage />} />
                  <Route path="avisos" element={<NoticesPage />} />
                  <Route path="meus-dados" element={<MyDataPage />} />
                  <Route path="searchbydocument" element={<SearchByDocumentPage />} />
                  <Route path="*" element={<NotFoundPage />} />
                </Route>
              </Routes>
            </Suspense>
          </>,
        )}
      </PortalConfigProvider>
    </AppProviders>
  );
}

function browserRouter(routes: ReactNode) {
  return <BrowserRouter basename={import.meta.env.BASE_URL}>{routes}</BrowserRouter>;
}
