/** Where the apps find their backends; read from the build environment (`VITE_*`). */
export interface BackendConfig {
  /** REST API base URL (`VITE_API_URL`); '' means the page's own origin (the sandbox). */
  apiUrl: string;
  /** GraphQL endpoint (`VITE_GRAPHQL_URL`), default `${apiUrl}/graphql`. */
  graphqlUrl: string;
  /** The control panel's provider API base URL (`VITE_PANEL_API_URL`), its own host in production. */
  panelApiUrl: string;
  /** `browser` when the app runs the mock backend in a service worker (`VITE_MOCKS`). */
  mocks: 'browser' | 'off';
}

type Env = Record<string, string | boolean | undefined>;

const str = (value: string | boolean | undefined) =>
  typeof value === 'string' ? value.trim() : '';

export function readBackendConfig(env: Env): BackendConfig {
  const apiUrl = str(env.VITE_API_URL).replace(/\/+$/, '');
  return {
    apiUrl,
    graphqlUrl: str(env.VITE_GRAPHQL_URL) || `${apiUrl}/graphql`,
    panelApiUrl: str(env.VITE_PANEL_API_URL).replace(/\/+$/, '') || apiUrl,
    mocks: str(env.VITE_MOCKS) === 'browser' ? 'browser' : 'off',
  };
}
