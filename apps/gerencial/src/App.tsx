import { useState } from 'react';
import { AppProviders } from '@portal/ui/app/AppProviders';
import { gerencialClients } from './config';

/** Shell only: the screens of this app arrive with their own issue. */
export function App() {
  const [clients] = useState(gerencialClients);
  return (
    <AppProviders clients={clients} homeHref={import.meta.env.BASE_URL}>
      <main id="conteudo">
        <h1>Portal Gerencial</h1>
        <p>Em Desenvolvimento</p>
      </main>
    </AppProviders>
  );
}
