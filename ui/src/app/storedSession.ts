/**
 * A login kept in browser storage, shared by the three apps' sessions (the patient's, the
 * admin's, the panel operator's): what is stored is read through the app's own parser (a tampered
 * or old record is no session at all, and is removed), the storage may refuse access (private
 * modes, quota: the login then lasts as long as the page), and every change is heard. With
 * localStorage, a change made in another tab is heard too.
 */

export interface StoredSessionOptions<Session> {
  /** The storage key (one origin serves every app: namespaced). */
  key: string;
  /** localStorage or sessionStorage (a memory one in stories), or null where none can be used. */
  storage: Storage | null;
  /** The session a stored text holds, or null when it holds none. */
  parse: (text: string) => Session | null;
}

export interface StoredSession<Session> {
  /** The stored session (the same object until the stored text changes), or null. */
  read(): Session | null;
  /** Stores a session, or removes it (null). */
  write(session: Session | null): void;
  /** Hears every write, here or (localStorage) in another tab. */
  subscribe(listener: () => void): () => void;
}

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export function createStoredSession<Session>({
  key,
  storage,
  parse,
}: StoredSessionOptions<Session>): StoredSession<Session> {
  const listeners = new Set<() => void>();
  // The copy used when the storage refuses access, and the last text read with what it held.
  let memory: string | null = null;
  let cachedText: string | null = null;
  let cached: Session | null = null;

  const readText = () => (storage ? safe(() => storage.getItem(key), memory) : memory);
  const writeText = (text: string | null) => {
    memory = text;
    if (!storage) return;
    safe(() => {
      if (text === null) storage.removeItem(key);
      else storage.setItem(key, text);
    }, undefined);
  };
  const read = () => {
    const text = readText();
    if (text !== cachedText) {
      cachedText = text;
      cached = text === null ? null : safe(() => parse(text), null);
    }
    return cached;
  };
  const notify = () => listeners.forEach((listener) => listener());

  // A record that holds no session is removed at once.
  if (read() === null && readText() !== null) writeText(null);

  return {
    read,
    write(session) {
      writeText(session === null ? null : JSON.stringify(session));
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
