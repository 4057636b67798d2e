/**
 * Story helpers for the Portal Gerencial: an admin logged in through the mock backend, the app's
 * providers around the story (session store, clients carrying its token, router) and, unless a
 * story asks otherwise, the admin layout (header and menu) around the screen.
 */
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createClients, SAME_ORIGIN } from '@portal/contracts';
import { ApiProvider } from '../../api/ApiProvider';
import { memoryStorage } from '../../app/storage';
import { CurrentRoute } from '../../storybook/withRouter';
import { AdminGate } from '../layout/AdminGate';
import { AdminLayout } from '../layout/AdminLayout';
import { AdminSessionProvider } from '../session/AdminSessionProvider';
import { asAdminSession, createAdminSessionStore, type AdminSession } from '../session/session';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /**
     * Portal Gerencial stories: the address the screen opens at (default '/main'), the route
     * pattern it is mounted on, and whether the admin layout wraps it (default true).
     */
    gerencial?: { route?: string; pattern?: string; layout?: boolean };
  }
}

let storySession: AdminSession | null = null;

async function post(path: string, body: unknown, token?: string, method = 'POST') {
  const response = await fetch(path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

/**
 * A meta or story `beforeEach`: logs an admin in on the mock backend (after the seed is restored)
 * and, unless `acceptTerm` is false, accepts the responsibility term first so the screen is not
 * covered by its modal. The credentials come from the story (the mocks' DEMO).
 */
export function loginAdminForStory(
  credentials: { login: string; password: string },
  { acceptTerm = true }: { acceptTerm?: boolean } = {},
) {
  return async () => {
    storySession = null;
    const session = asAdminSession(await post('/api/clients/login', credentials));
    if (!session) throw new Error('Login do Portal Gerencial sem sessão na story');
    if (acceptTerm && !session.user.usc_termo_responsabilidade) {
      await post(
        '/api/clients',
        { id: session.user.usc_id, hasAcceptedTerms: true },
        session.token,
        'PUT',
      );
      session.user = { ...session.user, usc_termo_responsabilidade: true };
    }
    storySession = session;
    return () => {
      storySession = null;
    };
  };
}

/** A story `beforeEach` with nobody logged in. */
export const loggedOutAdmin = () => {
  storySession = null;
};

function Frame({
  route,
  pattern,
  layout,
  children,
}: {
  route: string;
  pattern: string;
  layout: boolean;
  children: ReactNode;
}) {
  const [drafts] = useState(memoryStorage);
  const [store] = useState(() => {
    const created = createAdminSessionStore(memoryStorage());
    if (storySession) created.save(storySession);
    return created;
  });
  // As the app's: the admin's token in the Authorization header, a 401 ends the session.
  const [clients] = useState(() =>
    createClients({
      backend: SAME_ORIGIN,
      session: { getToken: () => store.token(), onUnauthorized: () => store.end('expired') },
    }),
  );
  const screen = layout ? (
    <AdminGate>
      <AdminLayout>{children}</AdminLayout>
    </AdminGate>
  ) : (
    children
  );
  return (
    <ApiProvider clients={clients}>
      <AdminSessionProvider store={store} drafts={drafts}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path={pattern}
              element={
                <>
                  {screen}
                  <CurrentRoute />
                </>
              }
            />
            <Route path="*" element={<CurrentRoute />} />
          </Routes>
        </MemoryRouter>
      </AdminSessionProvider>
    </ApiProvider>
  );
}

/** The Portal Gerencial's providers (and layout) around a story; see `parameters.gerencial`. */
export const withAdmin: Decorator = (Story, { parameters }) => {
  const route = parameters.gerencial?.route ?? '/main';
  return (
    <Frame
      route={route}
      pattern={parameters.gerencial?.pattern ?? new URL(route, 'http://x').pathname}
      layout={parameters.gerencial?.layout ?? true}
    >
      <Story />
    </Frame>
  );
};
