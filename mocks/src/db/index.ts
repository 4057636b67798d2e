/**
 * The mock backend's state: the @mswjs/data tables, a little metadata, the queue index, and the
 * whole of it as a plain snapshot (for the sandbox's JSON file and for fast resets between tests
 * and stories). The seed it starts from is handed in with `setSeed` where the backend is assembled.
 */
import { ENTITY_TYPE, factory, PRIMARY_KEY } from '@mswjs/data';
import { models, type ModelName } from './models';
import { QueueIndex } from './queueIndex';
import type { Data, Meta, Row, Snapshot } from './types';

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

/** The tables' store beneath the model API (its Maps and its change events). */
interface Store {
  getModel(name: ModelName): Map<unknown, object>;
  events: {
    on(event: 'create' | 'update', listener: (...args: unknown[]) => void): void;
    on(event: 'delete', listener: (...args: unknown[]) => void): void;
    removeListener(event: string, listener: (...args: unknown[]) => void): void;
  };
}
const store = (db as unknown as Record<symbol, Store>)[
  Object.getOwnPropertySymbols(db).find((s) => s.description === 'databaseInstance')!
]!;

/** The name of a table's primary key. */
export const primaryKeyOf = (name: ModelName): string => primaryKeys[name];

/**
 * The marks @mswjs/data keeps on each of a model's rows (its type and primary key), for a loader
 * that builds rows whole (restore's fast path then leaves them as they are).
 */
export const entityMarks = (name: ModelName): [symbol, string, symbol, string] => [
  ENTITY_TYPE,
  name,
  PRIMARY_KEY,
  primaryKeys[name],
];

/** A row change: the row as it now is, or null when it was deleted. */
export type RowChange = (table: ModelName, key: string | number, row: object | null) => void;

const inPlaceListeners = new Set<RowChange>();

/**
 * Reports rows changed in place, beneath the model API (the queue import's commit changes a
 * replaced row's fields on the object the table holds, so links to it keep working): the
 * journal then has them as it has every other change.
 */
export function changedInPlace(name: ModelName, rows: Iterable<object>): void {
  const key = primaryKeys[name];
  for (const row of rows)
    for (const listener of inPlaceListeners)
      listener(name, (row as Record<string, string | number>)[key]!, row);
}

/**
 * Every row created, updated or deleted through the model API, as it happens (what the sandbox's
 * journal writes). The rows handed over are copies: the listener may keep them.
 */
export function onRowChange(listener: RowChange): () => void {
  const INTERNAL = 'SERIALIZED_INTERNAL_PROPERTIES';
  const plain = (entity: unknown) => {
    const { [INTERNAL]: _internal, ...row } = entity as Record<string, unknown>;
    return row;
  };
  const created = (_db: unknown, table: unknown, entity: unknown) => {
    if (restoring) return;
    const name = table as ModelName;
    listener(name, (entity as Record<string, string>)[primaryKeys[name]]!, plain(entity));
  };
  const updated = (_db: unknown, table: unknown, previous: unknown, next: unknown) => {
    if (restoring) return;
    const name = table as ModelName;
    const key = primaryKeys[name];
    const before = (previous as Record<string, string>)[key]!;
    const after = (next as Record<string, string>)[key]!;
    if (before !== after) listener(name, before, null);
    listener(name, after, plain(next));
  };
  const deleted = (_db: unknown, table: unknown, key: unknown) => {
    if (!restoring) listener(table as ModelName, key as string, null);
  };
  const inPlace: RowChange = (name, key, row) => {
    if (!restoring) listener(name, key, row && plain(row));
  };
  inPlaceListeners.add(inPlace);
  store.events.on('create', created);
  store.events.on('update', updated);
  store.events.on('delete', deleted);
  return () => {
    inPlaceListeners.delete(inPlace);
    store.events.removeListener('create', created);
    store.events.removeListener('update', updated);
    store.events.removeListener('delete', deleted);
  };
}

export const meta: Meta = { lastCheck: '' };
export const queueIndex = new QueueIndex();

const counters = new Map<ModelName, number>();
/** Ids already handed out, kept across restarts: an id is never handed out twice. */
const issued = new Map<ModelName, number>();

/** The last id handed out per table (what the sandbox keeps beside its rows). */
export function idCounters(): Partial<Record<ModelName, number>> {
  const all: Partial<Record<ModelName, number>> = Object.fromEntries(issued);
  for (const [name, last] of counters) all[name] = Math.max(all[name] ?? 0, last);
  return all;
}

/** Ids handed out before (a saved state's): the next ones come after them. */
export function setIdCounters(saved: Partial<Record<ModelName, number>>): void {
  issued.clear();
  for (const [name, last] of Object.entries(saved)) issued.set(name as ModelName, last);
}

/**
 * Tables numbered from one sequence. Scheduled notifications (noa_id) and notifications sent at
 * once (id) are one kind of thing to the staff, shown as 'Nº 009' or '#009': a number names one
 * notification, whichever list shows it (the contract says so).
 */
export const SHARED_ID_SEQUENCES: ReadonlyArray<readonly ModelName[]> = [
  ['notificacaoAgendada', 'notificacaoImediata'],
];

/** The last id handed out or stored in one table. */
function lastIdOf(name: ModelName): number {
  const counted = counters.get(name);
  if (counted !== undefined) return counted;
  const key = primaryKeys[name];
  let last = issued.get(name) ?? 0;
  for (const row of db[name].getAll() as unknown as Array<Record<string, unknown>>) {
    const id = row[key];
    if (typeof id === 'number' && id > last) last = id;
  }
  return last;
}

/** The next free numeric primary key of a table (of all the tables sharing its sequence). */
export function nextId(name: ModelName): number {
  const tables = SHARED_ID_SEQUENCES.find((tables) => tables.includes(name)) ?? [name];
  const next = Math.max(...tables.map(lastIdOf)) + 1;
  for (const table of tables) counters.set(table, next);
  return next;
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

/**
 * Replaces the whole state with a snapshot's. The snapshot is not kept: it may be reused, unless
 * `rowsAreComplete`: the rows are then taken as they are, each field present, as the sandbox wrote
 * them (its saved state, checked against the models' fingerprint), which skips the model API's
 * per-row work (a 100k-row queue loads in a tenth of the time).
 */
export function restore(state: Snapshot, options: { rowsAreComplete?: boolean } = {}): void {
  restoring = true;
  try {
    replaceAll(state, options.rowsAreComplete ?? false);
  } finally {
    restoring = false;
  }
  changed = false;
  loaded = true;
  for (const listener of restoreListeners) listener();
}

/** True while a restore replaces the rows: row changes are then not reported one by one. */
let restoring = false;

function replaceAll(state: Snapshot, rowsAreComplete: boolean): void {
  // Emptied beneath the model API: row by row it costs a query per table and an event per row.
  for (const name of modelNames) store.getModel(name).clear();
  queueIndex.clear();
  counters.clear();
  issued.clear();
  Object.assign(meta, state.meta);
  for (const name of modelNames) {
    const rows = (state.tables[name] ?? []) as object[];
    if (rowsAreComplete) {
      const table = store.getModel(name);
      const key = primaryKeys[name];
      for (const data of rows) {
        const entity =
          ENTITY_TYPE in data
            ? data
            : Object.assign(data, { [ENTITY_TYPE]: name, [PRIMARY_KEY]: key });
        table.set((data as Record<string, unknown>)[key], entity);
        if (name === 'fila') queueIndex.add(entity as unknown as Row<'fila'>);
      }
      continue;
    }
    if (name === 'fila') continue;
    const api = db[name] as unknown as { create(data: object): unknown };
    for (const row of rows) api.create(structuredClone(row));
  }
  if (!rowsAreComplete) insertQueueRows(state.tables.fila ?? []);
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
  seedRows = null;
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
  if (!seedRows) {
    restore(seeded());
    seedRows = structuredClone(snapshot());
    return;
  }
  // The seed's rows as the model API stored them, every field present, put back as the sandbox
  // puts back its saved state: the model API's per-row work was most of a story's reset.
  restore(structuredClone(seedRows), { rowsAreComplete: true });
}

/** The seed as the model API first stored it (each reset after the first copies these rows in). */
let seedRows: Snapshot | null = null;

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
