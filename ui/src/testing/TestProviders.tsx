import type { ReactNode } from 'react';
import { backendAt, createClients, type ApiClients, type ClientSession } from '@portal/contracts';
import { AppProviders } from '../app/AppProviders';

/** jsdom tests call absolute URLs (Node's fetch has no page origin), answered by msw/node. */
export const TEST_API = 'http://api.test';

/** The app's clients against {@link TEST_API}, with `session` on every backend. */
export function testClients(session?: ClientSession): ApiClients {
  return createClients({ backend: backendAt(TEST_API), session, panelSession: session });
}

/** The apps' provider stack, with a fresh data cache for each test. */
export function TestProviders({
  children,
  clients = testClients(),
}: {
  children: ReactNode;
  clients?: ApiClients;
}) {
  return (
    <AppProviders clients={clients} isolatedCache>
      {children}
    </AppProviders>
  );
}
