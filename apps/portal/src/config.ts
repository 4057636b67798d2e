import { createClients, readBackendConfig, type ApiClients } from '@portal/contracts';
import { firstDataFetch } from '@portal/ui/app/first-paint/firstData';
import type { PortalConfig } from '@portal/ui/app/portalConfig';
import { clearSession, sessionToken } from '@portal/ui/portal/session/session';

export const backend = readBackendConfig(import.meta.env);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The build's choices: the municipality (VITE_CLIENT_CODE), Google sign-in, the version, VLibras
 * (VITE_VLIBRAS, off unless set; docs/deploy.md).
 */
export const portalConfig: PortalConfig = {
  clientCode: text(import.meta.env.VITE_CLIENT_CODE) || '3302858',
  googleClientId: text(import.meta.env.VITE_GOOGLE_CLIENT_ID) || undefined,
  // Only used without a Google client id: the sandbox (or mock worker) beside the API signs.
  googleStandInUrl: `${backend.apiUrl.replace(/\/+$/, '')}/__sandbox/google/token`,
  openDataUrl: `${backend.apiUrl.replace(/\/+$/, '')}/api/open-data/queue`,
  version: text(import.meta.env.VITE_APP_VERSION),
  appStoreUrl: text(import.meta.env.VITE_APP_STORE_URL) || 'https://play.google.com/store/apps',
  vlibras: import.meta.env.VITE_VLIBRAS as string | undefined,
};

/**
 * The API clients: the patient's token goes only in the Authorization header, and a 401 ends the
 * stored login (the screens then show the logged-out state). A prerendered page's first data,
 * already asked for by its HTML, is taken from there (firstData.ts); every other call, and every
 * call of a page that kept none (the mock backend's build starts none), goes out as it is.
 */
export function portalClients(): ApiClients {
  return createClients({
    backend,
    session: { getToken: sessionToken, onUnauthorized: clearSession },
    fetch: firstDataFetch,
  });
}
