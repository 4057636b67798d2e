/**
 * The panel's realtime source on the `firebase` SDK (modular v12). Only the realtime screens import
 * this module (dynamically), so the SDK is in its own chunk, never in the panel's entry chunk nor
 * in any other app. The database's rules (contracts/realtime/database.rules.json) open it only to
 * a panel token, which the provider API gives with the login and renews:
 * - against the sandbox (a build without VITE_FIREBASE_DATABASE_URL) the token is the emulator
 *   token, sent as-is at connection; a renewed token gets a new connection (./renewing.ts);
 * - against Firebase it is a custom token, exchanged once with signInWithCustomToken (firebase/auth,
 *   fetched only then); Firebase Auth keeps the ID token fresh by itself from there.
 */
import {
  appRooms,
  flattenLog,
  REALTIME_PATHS,
  roomRemovalUpdate,
  webRoomPath,
  webRooms,
  webRoomSchema,
} from '@portal/contracts/realtime';
import type { RealtimeSource } from '@portal/ui/panel/realtime/source';
import type { RealtimeCredential } from '@portal/ui/panel/session/session';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  forceWebSockets,
  get,
  getDatabase,
  goOffline,
  goOnline,
  onValue,
  ref,
  update,
  type Database,
} from 'firebase/database';
import { resolveFirebaseSettings, type FirebaseSettings } from './config';
import { renewingSource, type ClosableSource } from './renewing';

export function createFirebaseSource(db: Database): RealtimeSource {
  return {
    subscribeWebRooms: (onRooms, onError) =>
      onValue(
        ref(db, REALTIME_PATHS.users),
        (snapshot) => onRooms(webRooms(snapshot.val())),
        onError,
      ),
    subscribeAppRooms: (onRooms, onError) =>
      onValue(
        ref(db, REALTIME_PATHS.appRooms),
        (snapshot) => onRooms(appRooms(snapshot.val())),
        onError,
      ),
    subscribeLog: (onRows, onError) =>
      onValue(
        ref(db, REALTIME_PATHS.log),
        (snapshot) => onRows(flattenLog(snapshot.val())),
        onError,
      ),
    subscribeConnection: (onChange) =>
      onValue(ref(db, '.info/connected'), (snapshot) => onChange(snapshot.val() === true)),
    // One multi-path update: Firebase applies the removal, its log entry and the mark naming it, or
    // none (the rules refuse a removal without its entry, and an entry without its removal).
    removeWebRoom: (cpf, log) => update(ref(db), roomRemovalUpdate(cpf, log)),
    readWebRoom: async (cpf) =>
      webRoomSchema.safeParse((await get(ref(db, webRoomPath(cpf)))).val()).data ?? null,
    reconnect() {
      // The SDK backs off between attempts (up to half a minute); an operator's retry tries now.
      goOffline(db);
      goOnline(db);
    },
  };
}

let connections = 0;
let webSocketsOnly = false;

/** One connection to the sandbox's realtime server, with this token as the emulator token. */
function sandboxConnection(settings: FirebaseSettings, token: string | null) {
  // Each token needs its own app: the SDK fixes the emulator token per database instance.
  const app = initializeApp(settings, `painel-${++connections}`);
  const db = getDatabase(app);
  const url = new URL(settings.databaseURL);
  connectDatabaseEmulator(db, url.hostname, Number(url.port || 80), {
    ...(token && { mockUserToken: token }),
  });
  return { source: createFirebaseSource(db), close: () => deleteApp(app) };
}

async function firebaseSource(
  settings: FirebaseSettings,
  credential: RealtimeCredential | null,
): Promise<ClosableSource> {
  const app = initializeApp(settings, `painel-${++connections}`);
  const { initializeAuth, inMemoryPersistence, signInWithCustomToken, signOut } =
    await import('firebase/auth');
  // In memory: the operator's realtime access ends with the tab, as the panel session does.
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (credential) await signInWithCustomToken(auth, credential.token);
  return {
    ...createFirebaseSource(getDatabase(app)),
    async close() {
      await signOut(auth);
      await deleteApp(app);
    },
  };
}

/**
 * WebSocket only. After one failed WebSocket (a network drop) the SDK would retry with long
 * polling, which loads scripts (JSONP) from the database's host: the panel's CSP refuses them
 * (script-src 'self'), and the sandbox's server (firebase-server) never answers them, so the panel
 * would stay disconnected for good. Forced once, before the first connection.
 */
function webSocketsOnlyOnce() {
  if (webSocketsOnly) return;
  forceWebSockets();
  webSocketsOnly = true;
}

/** Connects to the configured realtime database with the panel's realtime token. */
export async function openFirebaseSource(
  credential: () => Promise<RealtimeCredential | null>,
  env: Record<string, string | boolean | undefined> = import.meta.env,
): Promise<ClosableSource> {
  const settings = await resolveFirebaseSettings(env);
  webSocketsOnlyOnce();
  const sandbox = !(
    typeof env.VITE_FIREBASE_DATABASE_URL === 'string' && env.VITE_FIREBASE_DATABASE_URL.trim()
  );
  if (!sandbox) return firebaseSource(settings, await credential());
  return renewingSource(credential, (token) => sandboxConnection(settings, token));
}
