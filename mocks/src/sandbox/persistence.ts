/**
 * The sandbox keeps its state in its data folder (`.sandbox-data`, `SANDBOX_DATA_DIR` overrides),
 * as a base and a journal (docs/decisions/0002-sandbox-journal.md says why):
 * - `state.json`: the state at one moment, each table as its column names and then its rows as
 *   arrays (a 100k-row queue is half the bytes of rows as objects, and parses in half the time),
 *   with the models' fingerprint, the ids handed out so far and the last journal it includes;
 * - `journal-<n>.ndjson`: every change since, one line per change set (the rows created, updated
 *   or deleted, as they now are), appended and fsynced before the answer that made it leaves, so
 *   an answered write survives a crash a millisecond later. A write costs its own rows, whatever
 *   the size of the state.
 *
 * Each start reads the base, replays the journals after it (a line cut short by a crash is the
 * last one, and is dropped: its answer never left), and opens a journal of its own. A stop folds
 * the journal into a new base, so a start after a stop reads one file; after a crash, the journals
 * are replayed (and folded at start once they grow large). A state written by other models is kept aside, named in the log,
 * and the sandbox starts from the seed. Everything here is created readable by its owner only:
 * it holds session tokens, password hashes and CPFs.
 */
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  entityMarks,
  idCounters,
  meta,
  modelNames,
  onChange,
  onRestore,
  onRowChange,
  primaryKeyOf,
  restore,
  setIdCounters,
  snapshot,
  type Meta,
  type ModelName,
  type Snapshot,
} from '../db';
import { schemaFingerprint } from '../db/fingerprint';
import { seedSnapshot } from '../seed';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;
/**
 * Past these, the journals are folded into the base at start (after a crash: a stop folds them
 * itself, so the next start reads the base alone).
 */
const FOLD_JOURNALS_BYTES = 256 * 1024 * 1024;
const FOLD_JOURNALS_COUNT = 200;

export function dataDir(): string {
  return resolve(repoRoot, process.env.SANDBOX_DATA_DIR ?? '.sandbox-data');
}

export const stateFile = () => join(dataDir(), 'state.json');

type Counters = Partial<Record<ModelName, number>>;

/** A table as its column names and its rows as arrays of values in that order. */
interface Columns {
  columns: string[];
  rows: unknown[][];
}

interface BaseFile {
  schema: string;
  savedAt: string;
  /** The last journal this base includes (0: none). */
  journal: number;
  meta: Meta;
  ids: Counters;
  tables: Partial<Record<ModelName, Columns>>;
}

/** The file before the journal: the whole state as one snapshot. */
interface OlderFile {
  state?: Snapshot;
}

/** One change set of a journal: rows (null when deleted), and the meta and ids when they moved. */
interface JournalLine {
  o: Array<[ModelName, string | number, Record<string, unknown> | null]>;
  m?: Meta;
  c?: Counters;
}

function ensureDir(): string {
  const dir = dataDir();
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  return dir;
}

/** Writes `text` to `file` durably: beside it, fsynced, renamed over it, the folder fsynced. */
function writeDurably(file: string, text: string): void {
  const temporary = `${file}.tmp`;
  const fd = openSync(temporary, 'w', PRIVATE_FILE);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  const dir = openSync(dataDir(), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

const JOURNAL = /^journal-(\d+)\.ndjson$/;

/** The journals in the data folder, by number. */
function journals(): Array<{ n: number; file: string }> {
  const dir = dataDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => JOURNAL.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ n: Number(match[1]), file: join(dir, match[0]) }))
    .sort((a, b) => a.n - b.n);
}

function toColumns(rows: object[]): Columns {
  const columns = rows.length > 0 ? Object.keys(rows[0]!) : [];
  return {
    columns,
    rows: rows.map((row) => columns.map((column) => (row as Record<string, unknown>)[column])),
  };
}

/** A column name that can be written as a plain key of an object literal. */
const PLAIN_KEY = /^(?!__proto__$)[A-Za-z_$][\w$]*$/;

function fromColumns(table: Columns | undefined, model: ModelName): Array<Record<string, unknown>> {
  if (!table) return [];
  const { columns, rows } = table;
  if (!columns.every((column) => PLAIN_KEY.test(column)))
    return rows.map((values) => {
      const row: Record<string, unknown> = Object.create(null);
      for (let i = 0; i < columns.length; i += 1)
        Object.defineProperty(row, columns[i]!, {
          value: values[i],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return Object.setPrototypeOf(row, Object.prototype) as Record<string, unknown>;
    });
  // One object literal for the table's shape, the db's entity marks included: rows built by it
  // share one hidden class from the start (a key added at a time walks a chain of them), so a
  // 100k-row table loads in a fraction of the time and the garbage. The keys are checked above,
  // so the source is ours.
  const [typeMark, typeOf, keyMark, keyOf] = entityMarks(model);
  const build = new Function(
    'T',
    't',
    'K',
    'k',
    `return (v) => ({${columns.map((column, i) => `${column}: v[${i}], `).join('')}[T]: t, [K]: k});`,
  )(typeMark, typeOf, keyMark, keyOf) as (values: unknown[]) => Record<string, unknown>;
  return rows.map((values) => build(values));
}

/**
 * Writes the whole state as the new base and removes the journals it includes. A journal being
 * written is closed first and a new one opened after, so nothing after the base is lost.
 */
export function writeState(state: Snapshot = snapshot(), ids: Counters = idCounters()): void {
  ensureDir();
  if (open) closeSync(open.fd);
  const included = journals();
  const last = included.at(-1)?.n ?? 0;
  const base: BaseFile = {
    schema: schemaFingerprint,
    savedAt: new Date().toISOString(),
    journal: last,
    meta: state.meta,
    ids,
    tables: Object.fromEntries(
      modelNames.map((name) => [name, toColumns(state.tables[name] as object[])]),
    ),
  };
  writeDurably(stateFile(), JSON.stringify(base));
  for (const journal of included) rmSync(journal.file);
  if (open) open = openJournal(last + 1);
}

/** The journal being appended to, while changes are journaled. */
let open: { n: number; fd: number } | null = null;

function openJournal(n: number) {
  return { n, fd: openSync(join(dataDir(), `journal-${n}.ndjson`), 'a', PRIVATE_FILE) };
}

export function removeState(): boolean {
  const file = stateFile();
  const found = existsSync(file);
  if (found) rmSync(file);
  for (const journal of journals()) rmSync(journal.file);
  return found;
}

/** Keeps a state the sandbox cannot read aside (never deletes it), and says where. */
function keepAside(reason: string): string {
  const dir = join(dataDir(), `kept-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  for (const file of [stateFile(), ...journals().map((j) => j.file)]) {
    if (existsSync(file)) renameSync(file, join(dir, file.split('/').at(-1)!));
  }
  console.warn(
    `[sandbox] o estado salvo não pôde ser usado (${reason}). Ele foi guardado em ${dir}, ` +
      'sem alteração, e o sandbox começou do seed.',
  );
  return dir;
}

/** Applies one journal's lines to the tables (by primary key). A cut last line is dropped. */
function replay(
  text: string,
  tables: Map<ModelName, Map<unknown, Record<string, unknown>>>,
  state: { meta: Meta; ids: Counters },
): void {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line === '') continue;
    let entry: JournalLine;
    try {
      entry = JSON.parse(line) as JournalLine;
    } catch (error) {
      // Only the last line can be cut short (the crash came while it was written); any other
      // broken line means the journal is not ours to trust.
      if (lines.slice(i + 1).every((rest) => rest === '')) return;
      throw error;
    }
    for (const [name, key, row] of entry.o) {
      const table = tables.get(name);
      if (!table) continue;
      if (row) table.set(key, row);
      else table.delete(key);
    }
    if (entry.m) state.meta = entry.m;
    if (entry.c) state.ids = { ...state.ids, ...entry.c };
  }
}

/** Each model's fields in a schema fingerprint (../db/fingerprint.ts). */
const fieldsOf = (fingerprint: string) =>
  new Map(
    fingerprint
      .split(';')
      .map((model) => model.split(':') as [string, string?])
      .map(([name, fields]) => [name, new Set(fields ? fields.split(',') : [])]),
  );

/**
 * What a state of older models lacks, when today's models only add to them (a model, or a field
 * of a model, that the rows are created without: it takes its default); null when a model or a
 * field went away or changed, which no default can mend.
 */
function migrationFrom(saved: string | undefined): string | null {
  if (typeof saved !== 'string') return null;
  const before = fieldsOf(saved);
  const now = fieldsOf(schemaFingerprint);
  const added: string[] = [];
  for (const [name, fields] of before) {
    const current = now.get(name);
    if (!current || [...fields].some((field) => !current.has(field))) return null;
    for (const field of current) if (!fields.has(field)) added.push(`${name}.${field}`);
  }
  for (const name of now.keys()) if (!before.has(name)) added.push(name);
  return added.length > 0 ? `novos: ${added.join(', ')}` : null;
}

/**
 * Loads the saved state (the base and its journals), or the seed when there is none. A state of
 * older models that today's only add to is migrated (new fields take their defaults); a state of
 * other models, or one that cannot be read, is kept aside and the seed is used.
 */
export function loadState(): 'saved' | 'seed' {
  const file = stateFile();
  if (existsSync(file)) {
    try {
      const base = JSON.parse(readFileSync(file, 'utf8')) as BaseFile & OlderFile;
      if (base.schema === schemaFingerprint && !base.tables && base.state?.version === 1) {
        // The whole state as one object, before the journal: read, and written in today's form.
        restore(base.state);
        writeState();
        console.warn('[sandbox] o estado salvo foi convertido para o formato com diário.');
        return 'saved';
      }
      const migration = base.schema === schemaFingerprint ? null : migrationFrom(base.schema);
      if (base.schema !== schemaFingerprint && !migration) {
        keepAside('foi gravado por outra versão dos modelos');
      } else {
        const state = { meta: base.meta, ids: base.ids };
        const pending = journals().filter((j) => j.n > base.journal);
        let tables = Object.fromEntries(
          modelNames.map((name) => [name, fromColumns(base.tables[name], name)]),
        ) as Record<ModelName, Array<Record<string, unknown>>>;
        if (pending.length > 0) {
          const byKey = new Map(
            modelNames.map((name) => {
              const key = primaryKeyOf(name);
              return [name, new Map(tables[name].map((row) => [row[key], row]))] as const;
            }),
          );
          for (const journal of pending) replay(readFileSync(journal.file, 'utf8'), byKey, state);
          tables = Object.fromEntries(
            modelNames.map((name) => [name, [...byKey.get(name)!.values()]]),
          ) as typeof tables;
        }
        const loaded = {
          version: 1,
          meta: state.meta,
          tables: tables as unknown as Snapshot['tables'],
        } satisfies Snapshot;
        // Rows as the sandbox wrote them: taken as they are (restore's fast path). Rows of older
        // models are created one by one instead, so fields they lack get their defaults.
        restore(loaded, { rowsAreComplete: !migration });
        setIdCounters(state.ids);
        if (migration) {
          writeState(snapshot(), state.ids);
          console.warn(
            `[sandbox] o estado salvo foi migrado para os modelos atuais (${migration}).`,
          );
          return 'saved';
        }
        // Journals that grew large are folded into a new base, so the next start reads less; a
        // few small ones are cheaper to replay than the base is to write.
        const journalBytes = pending.reduce((sum, j) => sum + statSync(j.file).size, 0);
        if (journalBytes > FOLD_JOURNALS_BYTES || pending.length > FOLD_JOURNALS_COUNT)
          writeState(snapshot(), state.ids);
        return 'saved';
      }
    } catch (error) {
      keepAside(`não pôde ser lido: ${(error as Error).message}`);
    }
  } else if (journals().length > 0) {
    keepAside('há um diário de alterações sem o estado a que ele se aplica');
  }
  restore(seedSnapshot());
  writeState();
  return 'seed';
}

/**
 * Journals every change from now on: the rows a change set touched are appended as one line and
 * fsynced when the route that made them ends (before its answer leaves), or at the end of the
 * current task for changes made outside a route (an import's rows, a timer's). A restore (a reset
 * to the seed) is written as a new base instead.
 */
export function persistChanges(): { flush(): void; stop(): void } {
  ensureDir();
  open = openJournal((journals().at(-1)?.n ?? 0) + 1);
  let ops: JournalLine['o'] = [];
  let lastMeta = JSON.stringify(meta);
  let lastIds = JSON.stringify(idCounters());
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (!open) return;
    const metaNow = JSON.stringify(meta);
    const idsNow = JSON.stringify(idCounters());
    if (ops.length === 0 && metaNow === lastMeta && idsNow === lastIds) return;
    const line: JournalLine = { o: ops };
    if (metaNow !== lastMeta) line.m = JSON.parse(metaNow) as Meta;
    if (idsNow !== lastIds) line.c = JSON.parse(idsNow) as Counters;
    ops = [];
    lastMeta = metaNow;
    lastIds = idsNow;
    writeSync(open.fd, `${JSON.stringify(line)}\n`);
    fdatasyncSync(open.fd);
  };
  const stopRows = onRowChange((table, key, row) => {
    ops.push([table, key, row as Record<string, unknown> | null]);
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(flush);
    }
  });
  const stopChanges = onChange(flush);
  const stopRestores = onRestore(() => {
    ops = [];
    writeState();
    lastMeta = JSON.stringify(meta);
    lastIds = JSON.stringify(idCounters());
  });
  return {
    flush,
    /** Writes what is pending, then folds the journal into a new base (a stop may take a while). */
    stop() {
      flush();
      stopRows();
      stopChanges();
      stopRestores();
      if (open) closeSync(open.fd);
      open = null;
      writeState();
    },
  };
}
