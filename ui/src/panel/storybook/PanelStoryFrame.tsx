import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createClients, SAME_ORIGIN } from '@portal/contracts';
import { ApiProvider } from '../../api/ApiProvider';
import { memoryStorage } from '../../app/storage';
import {
  buildMemoryTree,
  createMemorySource,
  emptyMemoryTree,
  type MemorySource,
} from '../realtime/memory';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { PanelSessionProvider } from '../session/PanelSessionProvider';
import {
  createPanelSessionStore,
  PANEL_SESSION_KEY,
  sessionExpiry,
  type PanelSession,
} from '../session/session';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Panel stories: the route the screen opens on, and whether the operator is logged in. */
    panel?: { route?: string; loggedIn?: boolean };
  }
}

let storySession: PanelSession | null = null;
let storyStorage: Storage | null = null;

/** The panel session the story's frame keeps (its stored record), for stories that need the token. */
export const storedPanelSession = () => storyStorage?.getItem(PANEL_SESSION_KEY) ?? null;

/**
 * A meta `beforeEach`: logs the operator in on the mock backend (after the seed is restored, so
 * the session exists for the story's calls). The credentials come from the story (the mocks' DEMO).
 */
export function loginForStory(credentials: { login: string; password: string }) {
  return async () => {
    storySession = null;
    const { panel } = createClients({ backend: SAME_ORIGIN });
    const { data, error } = await panel.POST('/api/panel/login', { body: credentials });
    if (!data) throw new Error(`Login do painel falhou na story: ${JSON.stringify(error)}`);
    storySession = { token: data.token, expiresAt: sessionExpiry(data.expiresAt, Date.now()) };
    return () => {
      storySession = null;
    };
  };
}

export type RealtimeKind = 'default' | 'noStale' | 'empty' | 'loading' | 'error';

/** A story loader giving the story its own in-memory realtime database (`loaded.realtime`). */
export function realtimeLoader(kind: RealtimeKind = 'default') {
  return () => {
    const now = Date.now();
    const realtime: MemorySource =
      kind === 'empty'
        ? createMemorySource(emptyMemoryTree())
        : createMemorySource(buildMemoryTree(now, { stale: kind !== 'noStale' }), {
            silent: kind === 'loading',
            failSubscribe: kind === 'error',
          });
    return { realtime };
  };
}

function Frame({
  route,
  loggedIn,
  realtime,
  children,
}: {
  route: string;
  loggedIn: boolean;
  realtime: MemorySource;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    storyStorage = memoryStorage();
    const created = createPanelSessionStore(storyStorage);
    if (loggedIn && storySession) created.save(storySession);
    return created;
  });
  // As the app's: the operator's token goes only to the panel's provider API.
  const [clients] = useState(() =>
    createClients({
      backend: SAME_ORIGIN,
      panelSession: { getToken: () => store.token(), onUnauthorized: () => store.expire() },
    }),
  );
  const [load] = useState(() => () => Promise.resolve(realtime));
  return (
    <ApiProvider clients={clients}>
      <PanelSessionProvider store={store}>
        <RealtimeProvider load={load}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </RealtimeProvider>
      </PanelSessionProvider>
    </ApiProvider>
  );
}

/**
 * The panel's providers for a story: router at `parameters.panel.route`, the session of
 * {@link loginForStory} (unless `loggedIn: false`), the panel client with its token, and the
 * story's in-memory realtime database (`loaded.realtime`, or a fresh default one).
 */
export const withPanel: Decorator = (Story, context) => (
  <Frame
    route={context.parameters.panel?.route ?? '/'}
    loggedIn={context.parameters.panel?.loggedIn ?? true}
    realtime={(context.loaded.realtime as MemorySource | undefined) ?? realtimeLoader()().realtime}
  >
    <Story />
  </Frame>
);
