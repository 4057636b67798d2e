import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/ui/app/AppProviders';
import { RouteErrorBoundary } from '@portal/ui/app/ErrorBoundaries';
import { QueryCarryOver } from '@portal/ui/app/queryCarryOver';
import { PanelHome } from '@portal/ui/panel/home/PanelHome';
import { PanelLayout } from '@portal/ui/panel/layout/PanelLayout';
import { RealtimeProvider } from '@portal/ui/panel/realtime/RealtimeProvider';
import type { RealtimeSource } from '@portal/ui/panel/realtime/source';
import { PanelGate } from '@portal/ui/panel/session/PanelGate';
import { PanelSessionProvider } from '@portal/ui/panel/session/PanelSessionProvider';
import {
  browserSessionStorage,
  createPanelSessionStore,
  type PanelSessionStore,
} from '@portal/ui/panel/session/session';
import { PageLoader } from '@portal/ui/primitives/Spinner';
import type { ApiClients } from '@portal/contracts';
import { BASENAME, panelClients } from './config';
import { panelRealtimeCredential } from './realtime/credential';
import type { ClosableSource } from './realtime/renewing';

const WebRoomsPage = lazy(() => import('@portal/ui/panel/web-rooms/WebRoomsPage'));
const AppRoomsPage = lazy(() => import('@portal/ui/panel/app-rooms/AppRoomsPage'));
const MovementLogPage = lazy(() => import('@portal/ui/panel/movement-log/MovementLogPage'));
const RoomHistoryPage = lazy(() => import('@portal/ui/panel/room-history/RoomHistoryPage'));
const CreatedRoomsPage = lazy(() => import('@portal/ui/panel/created-rooms/CreatedRoomsPage'));
const NotFoundPage = lazy(() => import('@portal/ui/panel/layout/NotFoundPage'));

let realtime: Promise<ClosableSource> | null = null;
/** The firebase SDK is fetched the first time a realtime screen opens, and only then. */
function loadRealtime(session: PanelSessionStore, clients: ApiClients): Promise<RealtimeSource> {
  realtime ??= import('./realtime/firebase')
    .then((module) => module.openFirebaseSource(() => panelRealtimeCredential(session, clients)))
    .catch((error: unknown) => {
      realtime = null; // a failed chunk or config may succeed on retry
      throw error;
    });
  return realtime;
}

/** A session that ends closes the realtime connection; the next login opens one with its token. */
function closeRealtime() {
  const closing = realtime;
  realtime = null;
  void closing?.then((source) => source.close()).catch(() => undefined);
}

export function App() {
  const [session] = useState(() => createPanelSessionStore(browserSessionStorage()));
  const [clients] = useState(() => panelClients(session));
  const [load] = useState(() => () => loadRealtime(session, clients));
  useEffect(
    () =>
      session.subscribe(() => {
        if (!session.snapshot()) closeRealtime();
      }),
    [session],
  );
  return (
    <AppProviders clients={clients} homeHref={import.meta.env.BASE_URL}>
      <PanelSessionProvider store={session}>
        <RealtimeProvider load={load}>
          <BrowserRouter basename={BASENAME}>
            <QueryCarryOver />
            <PanelLayout>
              <PanelGate>
                <RouteErrorBoundary>
                  <Suspense fallback={<PageLoader />}>
                    <Routes>
                      <Route path="/" element={<PanelHome />} />
                      <Route path="/sala" element={<WebRoomsPage />} />
                      <Route path="/sala-app" element={<AppRoomsPage />} />
                      <Route path="/log" element={<MovementLogPage />} />
                      <Route path="/historico-sala" element={<RoomHistoryPage />} />
                      <Route path="/videochamada-log" element={<CreatedRoomsPage />} />
                      <Route path="*" element={<NotFoundPage />} />
                    </Routes>
                  </Suspense>
                </RouteErrorBoundary>
              </PanelGate>
            </PanelLayout>
          </BrowserRouter>
        </RealtimeProvider>
      </PanelSessionProvider>
    </AppProviders>
  );
}
