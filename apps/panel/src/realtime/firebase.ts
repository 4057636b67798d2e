/**
 * The panel's realtime source on the `firebase` SDK (modular v12). Only the realtime screens import
 * this module (dynamically), so the SDK is in its own chunk, never in the panel's entry chunk nor
 * in any other app. firebase-server (the sandbox) does not answer one-shot get(): everything here
 * reads through onValue listeners.
 */
import { appRooms, REALTIME_PATHS, webRoomPath, webRooms } from '@portal/contracts/realtime';
import type { RealtimeSource } from '@portal/ui/panel/realtime/source';
import { getApps, initializeApp } from 'firebase/app';
import { getDatabase, onValue, ref, remove, set, type Database } from 'firebase/database';
import { resolveFirebaseSettings } from './config';

const APP_NAME = 'painel';

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
    removeWebRoom: (cpf) => remove(ref(db, webRoomPath(cpf))),
    writeLog: (path, entry) => set(ref(db, path), entry),
  };
}

/** Connects to the configured realtime database (once per page). */
export async function openFirebaseSource(
  env: Record<string, string | boolean | undefined> = import.meta.env,
): Promise<RealtimeSource> {
  const existing = getApps().find((app) => app.name === APP_NAME);
  const app = existing ?? initializeApp(await resolveFirebaseSettings(env), APP_NAME);
  return createFirebaseSource(getDatabase(app));
}
