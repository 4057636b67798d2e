import { useState, type ReactNode } from 'react';
import { createApiClient, createGraphqlClient, createPanelApiClient } from '@portal/contracts';
import { ApiProvider, type ApiClients } from '../api/ApiProvider';
import { DataProvider } from '../api/DataProvider';
import { Toaster } from '../primitives/Toaster';
import { AppThemeProvider } from '../theme/ThemeProvider';

/**
 * Same origin: the MSW worker answers with the mock backend's handlers. Stories that need a
 * session pass `getToken` (e.g. a token from a login made in the story's loader).
 */
export function createStoryClients(getToken: () => string | null = () => null): ApiClients {
  return {
    api: createApiClient({ baseUrl: '', getToken }),
    graphql: createGraphqlClient({ url: '/graphql', getToken }),
    panel: createPanelApiClient({ baseUrl: '', getToken }),
  };
}

/**
 * Theme, API clients, the toast host and a fresh query cache per story, so no story sees another's
 * data.
 */
export function StoryProviders({
  children,
  highContrast,
  fontScale,
}: {
  children: ReactNode;
  highContrast?: boolean;
  fontScale?: number;
}) {
  const [clients] = useState(() => createStoryClients());
  return (
    <AppThemeProvider highContrast={highContrast} fontScale={fontScale}>
      <DataProvider isolated>
        <ApiProvider clients={clients}>
          {children}
          <Toaster />
        </ApiProvider>
      </DataProvider>
    </AppThemeProvider>
  );
}
