import type { BackendConfig } from './config';
import type { GraphqlClient, GraphqlClientConfig } from './graphql';
import {
  createApiClient,
  createPanelApiClient,
  type ApiClient,
  type PanelApiClient,
  type RestClientConfig,
} from './rest';
import type { UploadClient, UploadClientConfig } from './upload';

/** The typed clients a screen may call. */
export interface ApiClients {
  /** REST API of the patient area and Portal Gerencial. */
  api: ApiClient;
  /** GraphQL endpoint (no cache). */
  graphql: GraphqlClient;
  /** The control panel's provider API (its own host in production). */
  panel: PanelApiClient;
  /** Uploads with progress (XMLHttpRequest) to the main API, with its session. */
  upload: UploadClient;
}

/** Who is calling: the token to send (only in `Authorization`) and what a 401 ends. */
export interface ClientSession {
  getToken: () => string | null | undefined;
  onUnauthorized?: () => void;
}

/** Where the backends are. */
export type BackendUrls = Pick<BackendConfig, 'apiUrl' | 'graphqlUrl' | 'panelApiUrl'>;

export interface ClientsConfig {
  backend: BackendUrls;
  /** The session of the main API and GraphQL: a patient (portal) or an admin (Portal Gerencial). */
  session?: ClientSession;
  /** The control panel's own session, sent only to its provider API. */
  panelSession?: ClientSession;
  /** Overrides every client's timeout (tests). */
  timeoutMs?: number;
  /** Custom fetch (tests, the conformance tour). */
  fetch?: typeof globalThis.fetch;
}

/** The page's own origin: the sandbox, and Storybook with the mock worker. */
export const SAME_ORIGIN: BackendUrls = { apiUrl: '', graphqlUrl: '/graphql', panelApiUrl: '' };

/** Every backend at one base URL (tests under Node, where there is no page origin). */
export const backendAt = (base: string): BackendUrls => ({
  apiUrl: base,
  graphqlUrl: `${base}/graphql`,
  panelApiUrl: base,
});

/**
 * The one place the apps, Storybook and the tests build their clients. Each session's token goes
 * only to its own backend: the panel's never reaches the main API, a patient's never the panel's.
 */
export function createClients(config: ClientsConfig): ApiClients {
  const shared: Pick<RestClientConfig, 'timeoutMs' | 'fetch'> = {
    timeoutMs: config.timeoutMs,
    fetch: config.fetch,
  };
  return {
    api: createApiClient({ baseUrl: config.backend.apiUrl, ...config.session, ...shared }),
    graphql: lazyGraphqlClient({ url: config.backend.graphqlUrl, ...config.session, ...shared }),
    panel: createPanelApiClient({
      baseUrl: config.backend.panelApiUrl,
      ...config.panelSession,
      ...shared,
    }),
    upload: lazyUploadClient({
      baseUrl: config.backend.apiUrl,
      ...config.session,
      timeoutMs: config.timeoutMs,
    }),
  };
}

/**
 * The upload client, fetched with its first upload: only the Portal Gerencial's import sends files,
 * so the portal's first page (a 120 KB budget) does not carry the XMLHttpRequest code.
 */
function lazyUploadClient(config: UploadClientConfig): UploadClient {
  let client: Promise<UploadClient> | null = null;
  const load = () =>
    (client ??= import('./upload').then(({ createUploadClient }) => createUploadClient(config)));
  return {
    importQueue: async (file, options) => (await load()).importQueue(file, options),
  };
}

/**
 * The GraphQL client, fetched with its first request: the portal's first page calls only REST, so
 * its 120 KB budget does not carry the executor (a screen that queries GraphQL has it in its own
 * chunk already, through its error messages).
 */
function lazyGraphqlClient(config: GraphqlClientConfig): GraphqlClient {
  let client: Promise<GraphqlClient> | null = null;
  const load = () =>
    (client ??= import('./graphql').then(({ createGraphqlClient }) => createGraphqlClient(config)));
  return {
    request: (async (document: Parameters<GraphqlClient['request']>[0], ...args: unknown[]) =>
      (await load()).request(document, ...(args as []))) as GraphqlClient['request'],
  };
}
