import { useState, type ReactNode } from 'react';
import { createApiClient } from '@portal/contracts';
import { ApiProvider, type ApiClients } from '../api/ApiProvider';
import { DataProvider } from '../api/DataProvider';
import { Toaster } from '../primitives/Toaster';
import { AppThemeProvider } from '../theme/ThemeProvider';

function createStoryClients(): ApiClients {
  // Same origin: the MSW worker answers with the mock backend's handlers.
  return { api: createApiClient({ baseUrl: '' }) };
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
  const [clients] = useState(createStoryClients);
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
