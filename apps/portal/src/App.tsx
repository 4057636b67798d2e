import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ApiProvider } from '@portal/ui/api/ApiProvider';
import { DataProvider } from '@portal/ui/api/DataProvider';
import { AppThemeProvider } from '@portal/ui/theme/ThemeProvider';
import { createClients } from './config';

const QueueSearchRoute = lazy(() => import('./routes/QueueSearchRoute'));
const NewsRoute = lazy(() => import('./routes/NewsRoute'));

export function App() {
  const [clients] = useState(createClients);
  return (
    <AppThemeProvider>
      <DataProvider>
        <ApiProvider clients={clients}>
          <BrowserRouter basename={import.meta.env.BASE_URL}>
            <header>
              <p>Portal da Transparência</p>
            </header>
            <main id="conteudo">
              <Suspense fallback={<p role="status">Carregando…</p>}>
                <Routes>
                  <Route path="/" element={<NewsRoute />} />
                  <Route path="/solicitacoes" element={<QueueSearchRoute />} />
                </Routes>
              </Suspense>
            </main>
          </BrowserRouter>
        </ApiProvider>
      </DataProvider>
    </AppThemeProvider>
  );
}
