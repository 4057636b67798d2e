/**
 * In the browser the mock backend keeps its state in IndexedDB, so a reload (the patient login
 * hand-off reloads the page) keeps sessions and every change, as the sandbox's JSON file does.
 * The state is a few MB: too big for localStorage's quota, fine for IndexedDB.
 */
import { onChange, restore, snapshot, type Snapshot } from './db';
import { schemaFingerprint } from './db/fingerprint';
import { seedSnapshot } from './seed';

const DB_NAME = 'portal-mock-backend';
const STORE = 'state';
const KEY = 'current';

interface Saved {
  schema: string;
  state: Snapshot;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function transact<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = run(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Restores the saved state (or the seed) and saves again shortly after every change. */
export async function persistInBrowser(delayMs = 300): Promise<void> {
  let db: IDBDatabase;
  try {
    db = await openDb();
  } catch (error) {
    console.warn(
      '[mocks] IndexedDB unavailable: the mock state lives until the page reloads',
      error,
    );
    return;
  }
  const saved = await transact<Saved | undefined>(db, 'readonly', (store) => store.get(KEY)).catch(
    () => undefined,
  );
  restore(
    saved?.schema === schemaFingerprint && saved.state?.version === 1
      ? saved.state
      : seedSnapshot(),
  );

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const body: Saved = { schema: schemaFingerprint, state: snapshot() };
    transact(db, 'readwrite', (store) => store.put(body, KEY)).catch((error) =>
      console.warn('[mocks] could not save the mock state', error),
    );
  };
  onChange(() => {
    timer ??= setTimeout(save, delayMs);
  });
}

/** Forgets the saved state: the next start begins from the seed. */
export async function clearBrowserState(): Promise<void> {
  const db = await openDb();
  await transact(db, 'readwrite', (store) => store.delete(KEY));
}
