/**
 * Story helpers for the patient portal and the public mobile pages: the queue layout's city, a patient logged in through the mock backend, and toast assertions.
 * (Routing and toast helpers shared by every feature are in ui/src/storybook/.)
 * They talk to the mock backend only over HTTP (the MSW worker), like the app does.
 */
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createClients, SAME_ORIGIN } from '@portal/contracts';
import { ApiProvider } from '../../api/ApiProvider';
import { CityProvider } from '../layout/city';
import { requestStandInToken, type GoogleProfile } from '../login/googleToken';
import {
  clearSession,
  saveSession,
  sessionFromGoogle,
  sessionFromLogin,
  sessionToken,
} from '../session/session';

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

/** The same through Google (a token the mock backend's stand-in signs). */
export const loginWithGoogle = (profile: GoogleProfile) => async () => {
  clearSession();
  const session = sessionFromGoogle(
    await post('/api/users/login-google', { token: await requestStandInToken(profile) }),
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
