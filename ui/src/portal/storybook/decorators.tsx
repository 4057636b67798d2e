/**
 * Story helpers for the patient portal and the public mobile pages: a router at a given address,
 * the queue layout's city, a patient logged in through the mock backend, and toast assertions.
 * They talk to the mock backend only over HTTP (the MSW worker), like the app does.
 */
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { createClients, SAME_ORIGIN } from '@portal/contracts';
import { ApiProvider } from '../../api/ApiProvider';
import { CityProvider } from '../layout/city';
import { offlineGoogleToken, type GoogleProfile } from '../login/googleToken';
import {
  clearSession,
  saveSession,
  sessionFromGoogle,
  sessionFromLogin,
  sessionToken,
} from '../session/session';

/** Where the story's navigation ended up (pathname + query), for play functions. */
export function CurrentRoute() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="rota-atual" className="visually-hidden">
      {pathname}
      {search}
    </p>
  );
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The address a story opens at (overrides the meta's withRouter address). */
    route?: { address: string; pattern?: string };
  }
}

/**
 * Renders the story at `address` (e.g. '/solicitacoes?municipio=3302858') matched by `pattern`
 * (e.g. '/movel/redefinir-senha/:hash'); any other address shows the route it reached. A story's
 * `parameters.route` opens it elsewhere.
 */
export const withRouter =
  (defaultAddress = '/', defaultPattern?: string): Decorator =>
  (Story, { parameters }) => {
    const address = parameters.route?.address ?? defaultAddress;
    const pattern = parameters.route?.pattern ?? defaultPattern;
    return (
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route
            path={pattern ?? new URL(address, 'http://x').pathname}
            element={
              <>
                <Story />
                <CurrentRoute />
              </>
            }
          />
          <Route path="*" element={<CurrentRoute />} />
        </Routes>
      </MemoryRouter>
    );
  };

/** The queue layout's current city (build configuration or ?municipio=). Needs withRouter outside. */
export const withCity: Decorator = (Story) => (
  <CityProvider>
    <Story />
  </CityProvider>
);

function SessionClients({ children }: { children: ReactNode }) {
  const [clients] = useState(() =>
    createClients({
      backend: SAME_ORIGIN,
      session: { getToken: sessionToken, onUnauthorized: clearSession },
    }),
  );
  return <ApiProvider clients={clients}>{children}</ApiProvider>;
}

/** API clients carrying the stored patient's token, as the app's are. */
export const withSessionClients: Decorator = (Story) => (
  <SessionClients>
    <Story />
  </SessionClients>
);

async function post(path: string, body: unknown) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/**
 * A story `beforeEach` that logs a patient in through the mock backend (after the preview has reset
 * it) and stores the session; the cleanup logs out.
 */
export const loginAs = (cpf: string, password: string) => async () => {
  clearSession();
  const session = sessionFromLogin(await post('/api/users/login', { id: null, cpf, password }));
  if (!session) throw new Error('login sem sessão');
  saveSession(session);
  return () => clearSession();
};

/** The same through Google (the sandbox's offline token). */
export const loginWithGoogle = (profile: GoogleProfile) => async () => {
  clearSession();
  const session = sessionFromGoogle(
    await post('/api/users/login-google', { token: offlineGoogleToken(profile) }),
  );
  if (!session) throw new Error('login Google sem sessão');
  saveSession(session);
  return () => clearSession();
};

/** No stored login (and none left behind). */
export const loggedOut = () => {
  clearSession();
  return () => clearSession();
};

/** Waits until a toast with this text is announced (the page's or an open modal's live region). */
export async function expectToast(text: string | RegExp, kind: 'error' | 'success' = 'error') {
  const role = kind === 'error' ? 'alert' : 'status';
  await waitFor(
    () => {
      const regions = Array.from(document.querySelectorAll<HTMLElement>(`[role="${role}"]`));
      const found = regions.some((region) =>
        typeof text === 'string'
          ? (region.textContent ?? '').includes(text)
          : text.test(region.textContent ?? ''),
      );
      expect(found, `toast "${String(text)}"`).toBe(true);
    },
    { timeout: 5000 },
  );
}

/** The address the story's navigation reached. */
export const currentRoute = () => document.querySelector('[data-testid="rota-atual"]')?.textContent;
