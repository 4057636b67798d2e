/**
 * The mock backend's state: the @mswjs/data tables, a little metadata, the queue index, and the
 * whole of it as a plain snapshot (for the sandbox's JSON file and for fast resets between tests
 * and stories). The seed it starts from is handed in with `setSeed` where the backend is assembled.
 */
import { drop, factory } from '@mswjs/data';
import { models, type ModelName } from './models';
import { QueueIndex } from './queueIndex';
import type { Data, Meta, Snapshot } from './types';

export type {
  Client,
  ClientConfig,
  Data,
  Meta,
  ModelName,
  Patient,
  QueueRow,
  Row,
  Snapshot,
} from './types';

export const db = factory(models);

export const modelNames = Object.keys(models) as ModelName[];
const primaryKeys = Object.fromEntries(
  modelNames.map((name) => [
    name,
    Object.entries(models[name]).find(
      ([, def]) => typeof def === 'object' && def !== null && 'getPrimaryKeyValue' in def,
    )?.[0] ?? '',
  ]),
) as Record<ModelName, string>;

export const meta: Meta = { lastCheck: '' };
export const queueIndex = new QueueIndex();

const counters = new Map<ModelName, number>();

/** The next free numeric primary key of a table. */
export function nextId(name: ModelName): number {
  let last = counters.get(name);
  if (last === undefined) {
    const key = primaryKeys[name];
    last = 0;
    for (const row of db[name].getAll() as unknown as Array<Record<string, unknown>>) {
      const id = row[key];
      if (typeof id === 'number' && id > last) last = id;
    }
  }
  counters.set(name, last + 1);
  return last + 1;
}

/** Adds queue rows through the index, so searches see them at once. */
export function insertQueueRows(rows: Iterable<Data<'fila'>>): number {
  let count = 0;
  for (const data of rows) {
    queueIndex.add(db.fila.create(data));
    count += 1;
  }
  return count;
}

/** Builds the queue index again from the table (after rows were taken out of the table). */
export function reindexQueue(): void {
  queueIndex.clear();
  for (const row of db.fila.getAll()) queueIndex.add(row);
}

export function snapshot(): Snapshot {
  const tables = {} as Record<ModelName, unknown[]>;
  for (const name of modelNames) {
    tables[name] = (db[name].getAll() as object[]).map((row) => ({ ...row }));
  }
  return { version: 1, meta: { ...meta }, tables: tables as Snapshot['tables'] };
}

/** Replaces the whole state with a snapshot's. The snapshot is not kept: it may be reused. */
export function restore(state: Snapshot): void {
  drop(db);
  queueIndex.clear();
  counters.clear();
  Object.assign(meta, state.meta);
  for (const name of modelNames) {
    if (name === 'fila') continue;
    const api = db[name] as unknown as { create(data: object): unknown };
    for (const row of state.tables[name] ?? []) api.create(structuredClone(row));
  }
  insertQueueRows(state.tables.fila ?? []);
  changed = false;
  loaded = true;
  for (const listener of restoreListeners) listener();
}

const restoreListeners = new Set<() => void>();

/** Called after every restore (seed, reset, saved state): in-memory state beside the db listens. */
export function onRestore(listener: () => void): () => void {
  restoreListeners.add(listener);
  return () => restoreListeners.delete(listener);
}

let loaded = false;

let seed = (): Snapshot => {
  throw new Error('[mocks] the db has no seed: the handlers module hands it in with setSeed()');
};

/**
 * The seed, built once: it is deterministic and restore() copies its rows, so every reset (each
 * story and test starts from it) reuses it rather than building it again.
 */
let seedSnapshot: Snapshot | null = null;
const seeded = () => (seedSnapshot ??= seed());

/** The state the db starts from and resets to (the deterministic seed, in every runtime). */
export function setSeed(next: () => Snapshot): void {
  seed = next;
  seedSnapshot = null;
}

/** Seeds the tables on first use, whichever runtime the handlers run in. */
export function ensureDb(): void {
  if (!loaded) restore(seeded());
}

/**
 * Restores the seed: between tests, between stories, and for `sandbox:reset`. Cheap when nothing
 * changed since the last restore; `force` restores anyway.
 */
export function resetDb(options: { force?: boolean } = {}): void {
  if (loaded && !changed && !options.force) return;
  restore(seeded());
}

let changed = false;
const listeners = new Set<() => void>();

/** Called after every mutation (the route wrappers do it): persistence and resets listen. */
export function markChanged(): void {
  changed = true;
  for (const listener of listeners) listener();
}

export function onChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasChanged(): boolean {
  return changed;
}
