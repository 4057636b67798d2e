/**
 * How the rows of an accepted queue import reach the queue: all of them at once, or none.
 *
 * The public search, the patient's requests and the home's figures read the queue index only, so
 * rows created in the table but not indexed are invisible: that is the staging area. Staging
 * (asynchronous, in chunks, so the server keeps answering) sorts the file's rows by
 * `fir_fila_id` into added, updated and unchanged and creates the added ones in the table. The
 * commit is then one synchronous step: no request is served while it runs, so no search sees
 * half of it, and if anything throws in it every change is undone before the error goes on.
 */
import {
  changedInPlace,
  db,
  meta,
  nextId,
  queueIndex,
  reindexQueue,
  type Data,
  type QueueRow,
} from '../db';
import { hasFault } from '../core/faults';
import { nowMoment } from '../core/time';

type FilaData = Data<'fila'>;

export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
}

interface Plan {
  /** Created in the table (staged), not yet indexed. */
  added: QueueRow[];
  /** A row of the client's queue and the file's version of it. */
  updated: Array<{ row: QueueRow; next: FilaData }>;
  unchanged: number;
}

/** Columns that only the backend sets: two rows that differ only here are the same row. */
const BACKEND_FIELDS = new Set<keyof FilaData>([
  'fir_id',
  'fir_nome_paciente',
  'fir_dias_na_fila',
  'fir_id_importacao',
]);

const sameRow = (a: FilaData, b: FilaData) =>
  (Object.keys(b) as Array<keyof FilaData>).every(
    (key) => BACKEND_FIELDS.has(key) || a[key] === b[key],
  );

const CHUNK = 5000;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Sorts the file's rows (distinct fir_fila_id, checked before; each carrying its import's id in
 * fir_id_importacao) against the client's queue and stages the new ones. Only imports write the queue and they run one at a time, so the queue
 * does not change between this and the commit.
 */
export async function stageImport(client: string, rows: readonly FilaData[]): Promise<Plan> {
  const current = new Map<number, QueueRow>();
  for (const row of queueIndex.ofClient(client)) {
    if (row.fir_fila_id !== null) current.set(row.fir_fila_id, row);
  }
  const plan: Plan = { added: [], updated: [], unchanged: 0 };
  for (let start = 0; start < rows.length; start += CHUNK) {
    for (const next of rows.slice(start, start + CHUNK)) {
      const row = next.fir_fila_id === null ? undefined : current.get(next.fir_fila_id);
      if (!row) {
        plan.added.push(db.fila.create({ ...next, fir_id: nextId('fila') }));
      } else if (sameRow(row, next)) {
        plan.unchanged += 1;
      } else {
        // The file's row replaces the queue's: same fir_id, so links to it keep working.
        plan.updated.push({ row, next: { ...next, fir_id: row.fir_id } });
      }
    }
    await pause();
  }
  return plan;
}

/** Unit names the rows bring that the filter lists do not know yet. */
function newUnits(client: string, rows: readonly FilaData[]): Array<Data<'unidade'>> {
  const known = new Set(
    db.unidade.getAll().map((u) => `${u.uni_codigo_cliente}|${u.role}|${u.nome_unidade_saude}`),
  );
  const units: Array<Data<'unidade'>> = [];
  for (const row of rows) {
    const named: Array<[string, string | null]> = [
      ['SOLICITANTE', row.fir_nome_unidade_saude_solicitante],
      ['REGULADORA', row.fir_nome_unidade_saude_reguladora],
      ['EXECUTANTE', row.fir_nome_unidade_saude_executante],
    ];
    for (const [role, name] of named) {
      const key = `${client}|${role}|${name}`;
      if (!name || known.has(key)) continue;
      known.add(key);
      units.push({
        uni_id: nextId('unidade'),
        uni_codigo_cliente: client,
        nome_unidade_saude: name,
        role,
      });
    }
  }
  return units;
}

/** Removes the rows an unfinished import staged, and drops them from the index if they got in. */
export function discardStaged(importId: number): void {
  if (!hasFault('undoKeepsAddedRows'))
    db.fila.deleteMany({ where: { fir_id_importacao: { equals: importId } } });
  reindexQueue();
}

/**
 * The commit: synchronous, and all or nothing. `fault` (tests only) is called halfway through,
 * after the updated rows changed and half the added rows were indexed; whatever it throws, or
 * anything else, undoes every change (the staged rows included) and is thrown again.
 */
export function commitImport(
  importId: number,
  client: string,
  plan: Plan,
  fault?: () => void,
): ImportCounts {
  const previousCheck = meta.lastCheck;
  const replaced: Array<{ row: QueueRow; before: FilaData }> = [];
  const units = newUnits(client, [...plan.added, ...plan.updated.map((u) => u.next)]);
  const createdUnits: number[] = [];
  try {
    for (const unit of units) {
      db.unidade.create(unit);
      createdUnits.push(unit.uni_id);
    }
    // Out of the index under their old values, changed in place (the table holds the same
    // objects), then back in under the new ones.
    queueIndex.removeMany(new Set(plan.updated.map((u) => u.row)));
    for (const { row, next } of plan.updated) {
      replaced.push({ row, before: { ...row } });
      Object.assign(row, next, { fir_id_importacao: importId });
    }
    for (const { row } of plan.updated) queueIndex.add(row);
    const half = Math.floor(plan.added.length / 2);
    plan.added.slice(0, half).forEach((row) => queueIndex.add(row));
    fault?.();
    plan.added.slice(half).forEach((row) => queueIndex.add(row));
    meta.lastCheck = nowMoment();
  } catch (error) {
    meta.lastCheck = previousCheck;
    for (const { row, before } of replaced.reverse()) Object.assign(row, before);
    for (const id of createdUnits) db.unidade.delete({ where: { uni_id: { equals: id } } });
    // Staged rows carry the import's id; the replaced rows have their own back by now.
    discardStaged(importId);
    throw error;
  }
  // The replaced rows changed on the objects the table holds: journaled as any other change.
  changedInPlace(
    'fila',
    replaced.map(({ row }) => row),
  );
  keepUndo(importId, client, createdUnits, replaced);
  return { added: plan.added.length, updated: plan.updated.length, unchanged: plan.unchanged };
}

/** What undoing this import takes; the client's earlier import can no longer be undone. */
function keepUndo(
  importId: number,
  client: string,
  units: number[],
  replaced: Array<{ before: FilaData }>,
): void {
  db.importacao_desfazer.deleteMany({ where: { ide_codigo_cliente: { equals: client } } });
  db.importacao_desfazer.create({
    ide_id_importacao: importId,
    ide_codigo_cliente: client,
    ide_unidades: units,
    ide_anteriores: JSON.stringify(replaced.map(({ before }) => before)),
  });
}

/** True when this import is its client's last finished one and can still be undone. */
export const canUndo = (importId: number): boolean =>
  db.importacao_desfazer.findFirst({ where: { ide_id_importacao: { equals: importId } } }) !== null;

export interface UndoCounts {
  removed: number;
  restored: number;
}

/**
 * Undoes a finished import, in one synchronous step like its commit: the rows it replaced are
 * as they were (same objects, same fir_id), the rows it added leave the table and the index,
 * and the filter lists' units it created go. Only the client's last finished import can be
 * undone (`canUndo`): no later import changed its rows since. Null when it cannot be undone.
 */
export function undoImport(importId: number, client: string): UndoCounts | null {
  const undo = db.importacao_desfazer.findFirst({
    where: { ide_id_importacao: { equals: importId } },
  });
  if (!undo || undo.ide_codigo_cliente !== client) return null;
  const before = new Map(
    (JSON.parse(undo.ide_anteriores) as FilaData[]).map((row) => [row.fir_id, row]),
  );
  const ofImport = queueIndex.ofClient(client).filter((row) => row.fir_id_importacao === importId);
  const restored: QueueRow[] = [];
  let removed = 0;
  for (const row of ofImport) {
    const was = before.get(row.fir_id);
    if (was) {
      Object.assign(row, was);
      restored.push(row);
    } else removed += 1;
  }
  // The replaced rows carry their earlier import's id again: what still carries this one was added.
  if (!hasFault('undoKeepsAddedRows'))
    db.fila.deleteMany({ where: { fir_id_importacao: { equals: importId } } });
  for (const id of undo.ide_unidades) db.unidade.delete({ where: { uni_id: { equals: id } } });
  db.importacao_desfazer.delete({ where: { ide_id_importacao: { equals: importId } } });
  changedInPlace('fila', restored);
  reindexQueue();
  meta.lastCheck = nowMoment();
  return { removed, restored: restored.length };
}
