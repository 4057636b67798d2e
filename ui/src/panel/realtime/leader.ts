/**
 * One tab leads: with several panel tabs open, only one runs the automatic room removal. The
 * browser's Web Locks do it exactly (the lock is held while leading and freed when the tab closes,
 * and the next waiting tab takes over). Where Web Locks are absent, tabs share a lease in
 * localStorage that the leader renews; without storage either, the tab simply leads.
 */

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
}

export interface LeaderOptions {
  /** Defaults to navigator.locks; null forces the fallback. */
  locks?: LockManagerLike | null;
  /** The fallback's shared storage; defaults to localStorage. */
  storage?: Storage | null;
  /** How often the fallback renews or tries to take the lease. */
  heartbeatMs?: number;
  /** How long a lease lasts without renewal (a closed tab's lease lapses after this). */
  leaseMs?: number;
  now?: () => number;
  /** This tab's id in the lease (tests). */
  id?: string;
}

interface Lease {
  owner: string;
  until: number;
}

const defaultLocks = (): LockManagerLike | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
    ? (navigator.locks as unknown as LockManagerLike)
    : null;

const defaultStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/**
 * Calls `lead` when this tab becomes the leader; `lead` returns how to stop. The returned function
 * stops leading (or waiting) and frees the lock or lease for the other tabs.
 */
export function runWhileLeader(
  name: string,
  lead: () => () => void,
  options: LeaderOptions = {},
): () => void {
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  if (locks) return withWebLock(locks, name, lead);
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  if (!storage) {
    const stop = lead();
    return stop;
  }
  return withLease(storage, name, lead, options);
}

function withWebLock(locks: LockManagerLike, name: string, lead: () => () => void) {
  const controller = new AbortController();
  let release: (() => void) | null = null;
  let done = false;
  locks
    .request(
      name,
      { signal: controller.signal },
      () =>
        new Promise<void>((resolve) => {
          if (done) {
            resolve();
            return;
          }
          const stop = lead();
          release = () => {
            stop();
            resolve();
          };
        }),
    )
    // AbortError: stopped while still waiting for the lock.
    .catch(() => undefined);
  return () => {
    done = true;
    if (release) release();
    else controller.abort();
    release = null;
  };
}

function withLease(
  storage: Storage,
  name: string,
  lead: () => () => void,
  { heartbeatMs = 2_000, leaseMs = 6_000, now = () => Date.now(), id }: LeaderOptions,
) {
  const key = `${name}.lider`;
  const me = id ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  let stopLeading: (() => void) | null = null;

  const readLease = (): Lease | null => {
    try {
      const value = JSON.parse(storage.getItem(key) ?? 'null') as Lease | null;
      return value && typeof value.owner === 'string' && typeof value.until === 'number'
        ? value
        : null;
    } catch {
      return null;
    }
  };

  const tick = () => {
    const lease = readLease();
    const at = now();
    if (!lease || lease.until <= at || lease.owner === me) {
      try {
        storage.setItem(key, JSON.stringify({ owner: me, until: at + leaseMs }));
      } catch {
        // Storage full or refused: keep whatever role we had.
      }
    }
    // Read back: when two tabs write at once, the last write wins and the other steps aside.
    const mine = readLease()?.owner === me;
    if (mine && !stopLeading) stopLeading = lead();
    if (!mine && stopLeading) {
      stopLeading();
      stopLeading = null;
    }
  };

  tick();
  const timer = setInterval(tick, heartbeatMs);
  return () => {
    clearInterval(timer);
    if (stopLeading) {
      stopLeading();
      stopLeading = null;
    }
    if (readLease()?.owner === me) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to free.
      }
    }
  };
}
