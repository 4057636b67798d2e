import { Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/ui/app/AppProviders';
import { QueryCarryOver } from '@portal/ui/app/queryCarryOver';
import { browserStorage } from '@portal/ui/app/storage';
import { AdminGate } from '@portal/ui/gerencial/layout/AdminGate';
import { AdminSessionProvider } from '@portal/ui/gerencial/session/AdminSessionProvider';
import { createAdminSessionStore } from '@portal/ui/gerencial/session/session';
import { PageLoader } from '@portal/ui/primitives/Spinner';
import { BASENAME, gerencialClients } from './config';
import {
  AdminLayout,
  AdminLoginPage,
  AppUsersPage,
  BotsPage,
  CampaignsPage,
  DataRequestsPage,
  ClientUsersPage,
  ConfigurationPage,
  HomePage,
  ImportPage,
  NewsPage,
  MassNotificationPage,
  NotFoundPage,
  NotificationsPage,
  PanelRedirect,
  RssPage,
  SimpleNotificationPage,
  UnderDevelopmentPage,
} from './routes';

/**
 * The Portal Gerencial: /clientes is the login ('Administrador'); every other clientes.* route needs
 * the admin's token (AdminGate) and opens inside the admin layout. /clientes/painel… belongs to the
 * control panel (exempt from the guard) and is handed over to it.
 */
export function App() {
  const [store] = useState(() => createAdminSessionStore(browserStorage('local')));
  const [drafts] = useState(() => browserStorage('session'));
  const [clients] = useState(() => gerencialClients(store));
  return (
    <AppProviders clients={clients} homeHref={import.meta.env.BASE_URL}>
      <AdminSessionProvider store={store} drafts={drafts}>
        <BrowserRouter basename={BASENAME}>
          <QueryCarryOver />
          <Suspense fallback={<PageLoader />}>
            <Routes>
              <Route index element={<AdminLoginPage />} />
              <Route path="painel/*" element={<PanelRedirect />} />
              <Route
                element={
                  <AdminGate>
                    <AdminLayout />
                  </AdminGate>
                }
              >
                <Route path="main" element={<HomePage />} />
                <Route path="import" element={<ImportPage />} />
                <Route path="client-user" element={<ClientUsersPage />} />
                <Route path="autorizar-usuarios-app" element={<AppUsersPage />} />
                <Route path="news" element={<NewsPage />} />
                <Route path="rss" element={<RssPage />} />
                <Route path="bots" element={<BotsPage />} />
                <Route path="configuracoes" element={<ConfigurationPage />} />
                <Route path="agendamento-notificacoes" element={<NotificationsPage />} />
                <Route path="campanhas" element={<CampaignsPage />} />
                <Route path="privacidade/solicitacoes" element={<DataRequestsPage />} />
                {/* The spec does not say which variant each of these two routes shows: both
                    open the simple page 'Notificações'. */}
                <Route path="notifications" element={<SimpleNotificationPage />} />
                <Route path="send-notification" element={<SimpleNotificationPage />} />
                <Route path="envia-notificacao-massa" element={<MassNotificationPage />} />
                <Route
                  path="config-layout"
                  element={<UnderDevelopmentPage title="Configurar layout" />}
                />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </Suspense>
        </BrowserRouter>
      </AdminSessionProvider>
    </AppProviders>
  );
}
