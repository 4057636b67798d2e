import { useState, type ReactNode } from 'react';
import { createClients, SAME_ORIGIN } from '@portal/contracts';
import { AppProviders } from '../app/AppProviders';

/**
 * The apps' provider stack for every story, with a fresh data cache per story so no story sees
 * another's data. The clients call the same origin, where the MSW worker answers with the mock
 * backend's handlers; stories that need a session add their own clients inside (the portal's
 * withSessionClients, the panel's withPanel).
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
  const [clients] = useState(() => createClients({ backend: SAME_ORIGIN }));
  return (
    <AppProviders clients={clients} isolatedCache highContrast={highContrast} fontScale={fontScale}>
      {children}
    </AppProviders>
  );
}
