/**
 * Where the panel's realtime database is, from the build environment (VITE_FIREBASE_*). A build
 * without VITE_FIREBASE_DATABASE_URL is a sandbox build: it asks the sandbox that serves it
 * (GET /__sandbox/config.json), then falls back to the local realtime server of `npm start`.
 * Nothing here is a secret: a Firebase web config identifies the project, access is the
 * database's rules' business.
 */

export const SANDBOX_DATABASE_URL = 'http://127.0.0.1:9000?ns=sandbox';

export interface FirebaseSettings {
  databaseURL: string;
  apiKey?: string;
  authDomain?: string;
  projectId?: string;
  appId?: string;
}

type Env = Record<string, string | boolean | undefined>;

const str = (value: string | boolean | undefined) =>
  typeof value === 'string' ? value.trim() : '';

export async function resolveFirebaseSettings(
  env: Env,
  {
    fetch: fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
    sandboxConfigUrl = '/__sandbox/config.json',
  }: { fetch?: typeof fetch; sandboxConfigUrl?: string } = {},
): Promise<FirebaseSettings> {
  const optional = Object.fromEntries(
    (
      [
        ['apiKey', 'VITE_FIREBASE_API_KEY'],
        ['authDomain', 'VITE_FIREBASE_AUTH_DOMAIN'],
        ['projectId', 'VITE_FIREBASE_PROJECT_ID'],
        ['appId', 'VITE_FIREBASE_APP_ID'],
      ] as const
    )
      .map(([key, name]) => [key, str(env[name])] as const)
      .filter(([, value]) => value !== ''),
  ) as Omit<FirebaseSettings, 'databaseURL'>;

  const configured = str(env.VITE_FIREBASE_DATABASE_URL);
  if (configured) return { ...optional, databaseURL: configured };

  try {
    const response = await fetchImpl(sandboxConfigUrl, { headers: { accept: 'application/json' } });
    if (response.ok) {
      const body = (await response.json()) as { realtime?: { databaseURL?: unknown } } | null;
      const url = body?.realtime?.databaseURL;
      if (typeof url === 'string' && url.trim()) return { ...optional, databaseURL: url.trim() };
    }
  } catch (error) {
    console.warn('Configuração do sandbox indisponível; usando o banco em tempo real local', error);
  }
  return { ...optional, databaseURL: SANDBOX_DATABASE_URL };
}
