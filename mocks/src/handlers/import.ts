/**
 * Queue import: a CSV in the template's format (contracts/csv), read as a stream, each data row
 * validated by the contract's row schema. All or nothing: one bad row and nothing is added, the
 * import ends FALHOU with the rejected rows (line, field, message); a fir_fila_id may appear once
 * per file; with `somente_validas=true` (staff chose it after reading the report) the good rows go
 * in and the import ends CONCLUIDO_COM_ERROS naming the rows left out. Otherwise the rows are staged in the background and committed in one step
 * (../import/commit.ts): the status goes PROCESSANDO → CONCLUIDO with how many rows were added,
 * updated (same fir_fila_id, other values) and unchanged, and the public queue search shows them
 * all at once. A failure while staging or committing leaves the queue as it was (FALHOU).
 */
import {
  checkQueueImportHeader,
  QUEUE_IMPORT_FORMAT,
  QUEUE_IMPORT_TEMPLATE,
  QUEUE_IMPORT_TEMPLATE_FILENAME,
  queueImportParseOptions,
  validateQueueImportRow,
  type ImportRowError,
  type QueueImportRow,
} from '@portal/contracts/csv';
import type { SearchStatusImportQuery } from '@portal/contracts/generated/graphql/graphql';
import { delay, HttpResponse } from 'msw';
import type { Session } from '../core/auth';
import { defineResolvers } from '../core/graphql';
import { badRequest, conflict, HttpError, notFound } from '../core/http';
import { accepted, ok, route } from '../core/route';
import { scenarioFor, type Scenario } from '../core/scenarios';
import { daysBetween, today } from '../core/time';
import { db, markChanged, nextId, type Data } from '../db';
import { hasFault } from '../core/faults';
import { canUndo, commitImport, discardStaged, stageImport, undoImport } from '../import/commit';
import { ownClient } from './clients';
import { keepOpenDataSnapshot } from './openDataAggregates';
import { readCsvUpload, UploadTooLarge } from '../import/upload';
import { importWarnings } from '../import/warnings';
import { sendStatusNotices, toldAgain, type StatusChange } from './notifications/statusNotices';

const MAX_REPORTED_ERRORS = 100;
const TOO_LARGE = `O arquivo deve ser menor do que ${QUEUE_IMPORT_FORMAT.maxBytes / 1024} kB`;
const NOT_CSV = 'Formato Inválido! Formato(s) Válido(s): csv,ms-excel.';

/** The header failed the template: the parser stops with this. */
class HeaderError extends Error {}

const isCsv = (fileName: string, mediaType: string) =>
  /\.csv$/i.test(fileName) ||
  (QUEUE_IMPORT_FORMAT.mediaTypes as readonly string[]).includes(mediaType.toLowerCase());

function toQueueRow(row: QueueImportRow, importId: number): Data<'fila'> {
  const reached = row.fir_status !== 'SOLICITADO' && row.fir_status !== 'DEVOLVIDO';
  const entered = row.fir_data_entrada_fila ?? row.fir_data_solicitacao;
  const until =
    reached && row.fir_data_agendamento && row.fir_data_agendamento < today()
      ? row.fir_data_agendamento
      : today();
  return {
    // The staging gives a new row its id, a replacing row keeps the one it replaces.
    fir_id: 0,
    fir_fila_id: row.fir_fila_id,
    fir_tipos_filas: row.fir_tipos_filas,
    fir_codigo_cliente: row.fir_codigo_cliente,
    fir_ordem_regulada: row.fir_ordem_regulada,
    fir_iniciais_nome: row.fir_iniciais_nome,
    fir_nome_paciente: '',
    fir_cpf: row.fir_cpf,
    fir_cns: row.fir_cns,
    fir_data_nascimento: row.fir_data_nascimento,
    fir_data_solicitacao: row.fir_data_solicitacao,
    fir_data_entrada_fila: row.fir_data_entrada_fila,
    fir_data_agendamento: row.fir_data_agendamento,
    fir_data_execucao: row.fir_data_execucao,
    fir_dias_na_fila: Math.max(0, daysBetween(entered, until)),
    fir_procedimentos: row.fir_procedimentos,
    fir_prioridade: row.fir_prioridade,
    fir_nome_unidade_saude_solicitante: row.fir_nome_unidade_saude_solicitante,
    fir_nome_unidade_saude_reguladora: row.fir_nome_unidade_saude_reguladora,
    fir_nome_unidade_saude_executante: row.fir_nome_unidade_saude_executante,
    fir_observacao: row.fir_observacao,
    fir_status: row.fir_status,
    tempo_espera: row.tempo_espera,
    fir_id_importacao: importId,
  };
}

/** Progress updates stay in memory; a finished import is a change worth saving. */
function setStatus(id: number, data: Partial<Data<'importacao'>>) {
  db.importacao.update({
    where: { ims_id: { equals: id } },
    data: { ...data, ims_alterado_em: Date.now() },
  });
  if (data.ims_situacao && data.ims_situacao !== 'PROCESSANDO') markChanged();
}

const failed = (mensagem: string): Partial<Data<'importacao'>> => ({
  ims_situacao: 'FALHOU',
  ims_linhas_importadas: 0,
  ims_erros: JSON.stringify([{ linha: 0, campo: null, mensagem }]),
  ims_total_erros: 1,
});

/**
 * After a restart, an import that was still staging is undone (its staged rows removed) and
 * marked FALHOU: its commit never ran, so none of its rows was in the queue.
 */
export function recoverInterruptedImports(): void {
  for (const run of db.importacao.getAll().filter((i) => i.ims_situacao === 'PROCESSANDO')) {
    discardStaged(run.ims_id);
    setStatus(run.ims_id, failed('Importação interrompida; envie o arquivo novamente.'));
  }
}

/** Imports run one at a time: each one's plan is made against a queue no other import changes. */
let running: Promise<void> = Promise.resolve();

/** Stages the validated rows, then commits them in one step (../import/commit.ts). */
async function runImport(
  importId: number,
  client: string,
  rows: Array<Data<'fila'>>,
  lines: number[],
  scenario: Scenario,
  leftOut = false,
) {
  const stillRunning = () =>
    db.importacao.findFirst({ where: { ims_id: { equals: importId } } })?.ims_situacao ===
    'PROCESSANDO';
  try {
    if (scenario.processingMs) await delay(scenario.processingMs);
    // Against the names the queue knows before this import: no other import runs meanwhile.
    const { warnings, total } = hasFault('importWarnsNothing')
      ? { warnings: [], total: 0 }
      : importWarnings(
          client,
          rows.map((row, i) => ({ row, line: lines[i]! })),
        );
    const plan = await stageImport(client, rows);
    // A reset while staging replaced the whole state: there is nothing left to commit to.
    if (!stillRunning()) return;
    const fault = scenario.failMidCommit
      ? () => {
          throw new Error('falha simulada no meio da gravação (cenário failMidCommit)');
        }
      : undefined;
    // Each replaced request's status before the commit changes it in place.
    const changes: StatusChange[] = plan.updated.map(({ row, next }) => ({
      before: row.fir_status,
      beforeDay: row.fir_data_agendamento,
      row: next,
    }));
    const counts = commitImport(importId, client, plan, fault);
    // The `repeatStatusNotices` fault (tests only): the rows left as they were are told again.
    if (hasFault('repeatStatusNotices')) changes.push(...toldAgain(client, importId, rows));
    const notices = sendStatusNotices(importId, client, changes);
    // The open data's history: the aggregate table as it stands on the day of this import.
    keepOpenDataSnapshot(client);
    setStatus(importId, {
      ims_situacao: leftOut ? 'CONCLUIDO_COM_ERROS' : 'CONCLUIDO',
      ims_linhas_importadas: rows.length,
      ims_linhas_adicionadas: counts.added,
      ims_linhas_atualizadas: counts.updated,
      ims_linhas_inalteradas: counts.unchanged,
      ims_avisos: JSON.stringify(warnings),
      ims_total_avisos: total,
      ims_avisos_pacientes: notices,
    });
  } catch (error) {
    if (!scenario.failMidCommit) console.error('[mocks] import failed while adding rows:', error);
    if (stillRunning()) {
      discardStaged(importId);
      setStatus(importId, failed('Falha ao gravar os dados.'));
    }
  }
}

async function importQueue(request: Request, session: Session, onlyValid: boolean) {
  const client = ownClient(session);
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > QUEUE_IMPORT_FORMAT.maxBytes + 64 * 1024) throw new HttpError(413, TOO_LARGE);
  if (!/multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    throw badRequest('Envie o arquivo como multipart/form-data no campo file.');
  }

  const errors: ImportRowError[] = [];
  let rejected = 0;
  const reject = (error: ImportRowError) => {
    rejected += 1;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
  };
  const upload = await readCsvUpload(request, {
    field: 'file',
    maxBytes: QUEUE_IMPORT_FORMAT.maxBytes,
    parse: {
      ...queueImportParseOptions,
      columns: (header: string[]) => {
        const problem = checkQueueImportHeader(header);
        if (problem) throw new HeaderError(problem);
        return header.map((h) => h.replace(/^\uFEFF/, '').trim());
      },
    },
    onSkip: ({ line, message }) =>
      reject({ linha: line, campo: null, mensagem: `Linha malformada: ${message}` }),
  });
  if (!upload) throw badRequest('Selecione um arquivo CSV para importar.');
  if (!isCsv(upload.fileName, upload.mediaType)) {
    upload.discard();
    throw badRequest(NOT_CSV);
  }

  const importId = nextId('importacao');
  db.importacao.create({
    ims_id: importId,
    ims_id_clientes: client.cli_id,
    ims_nome_arquivo: upload.fileName,
    ims_situacao: 'PROCESSANDO',
    ims_alterado_em: Date.now(),
    ims_linhas_lidas: 0,
    ims_linhas_importadas: 0,
    ims_erros: '[]',
    ims_total_erros: 0,
    ims_linhas_adicionadas: null,
    ims_linhas_atualizadas: null,
    ims_linhas_inalteradas: null,
    ims_avisos: '[]',
    ims_total_avisos: 0,
    ims_avisos_pacientes: null,
  });
  const rows: Array<Data<'fila'>> = [];
  /** The file line of each row, for the warnings about names the queue has not seen. */
  const lines: number[] = [];
  /** fir_fila_id → the line it was first seen on: an id appears once per file. */
  const seenAt = new Map<number, number>();
  let read = 0;
  try {
    for await (const { record, line } of upload.records) {
      read += 1;
      const result = validateQueueImportRow(record, line);
      if (!result.ok) {
        for (const error of result.errors) reject(error);
      } else if (result.row.fir_codigo_cliente !== client.cli_codigo) {
        reject({
          linha: line,
          campo: 'fir_codigo_cliente',
          mensagem: `O código do cliente deve ser ${client.cli_codigo}`,
        });
      } else if (seenAt.has(result.row.fir_fila_id)) {
        reject({
          linha: line,
          campo: 'fir_fila_id',
          mensagem: `O fir_fila_id ${result.row.fir_fila_id} já aparece na linha ${seenAt.get(result.row.fir_fila_id)}.`,
        });
      } else {
        seenAt.set(result.row.fir_fila_id, line);
        if (!rejected || onlyValid || hasFault('keepFailedImportRows')) {
          rows.push(toQueueRow(result.row, importId));
          lines.push(line);
        }
      }
      if (read % 10_000 === 0) setStatus(importId, { ims_linhas_lidas: read });
    }
  } catch (error) {
    upload.discard();
    db.importacao.delete({ where: { ims_id: { equals: importId } } });
    if (
      error instanceof HeaderError ||
      (error as { cause?: unknown }).cause instanceof HeaderError
    ) {
      throw badRequest(
        error instanceof HeaderError ? error.message : String((error as Error).message),
      );
    }
    if (error instanceof UploadTooLarge) throw new HttpError(413, TOO_LARGE);
    throw badRequest(`Não foi possível ler o arquivo CSV: ${(error as Error).message}`);
  }
  if (!read && !rejected) {
    db.importacao.delete({ where: { ims_id: { equals: importId } } });
    throw badRequest('O arquivo não tem linhas de dados.');
  }

  // Staff chose to leave the failing rows out: the others go in as an import of their own, all
  // together, and the status names what was left out.
  const leftOut = onlyValid && rejected > 0 && rows.length > 0;
  if (rejected && !leftOut) {
    // The `keepFailedImportRows` fault (tests only): the good rows reach the queue all the same.
    if (hasFault('keepFailedImportRows') && rows.length)
      commitImport(importId, client.cli_codigo, await stageImport(client.cli_codigo, rows));
    setStatus(importId, {
      ims_situacao: 'FALHOU',
      ims_linhas_lidas: read,
      ims_erros: JSON.stringify(errors),
      ims_total_erros: rejected,
    });
  } else {
    setStatus(importId, {
      ims_linhas_lidas: read,
      ...(leftOut && { ims_erros: JSON.stringify(errors), ims_total_erros: rejected }),
    });
    const scenario = scenarioFor('importQueueInfo');
    running = running.then(() =>
      runImport(importId, client.cli_codigo, rows, lines, scenario, leftOut),
    );
  }
  return importId;
}

export const UNDO_MESSAGES = {
  done: 'Importação desfeita.',
  notLast: 'Só a última importação concluída pode ser desfeita.',
  busy: 'Há uma importação em andamento. Aguarde o fim dela para desfazer.',
} as const;

/**
 * Undoes the client's last finished import (../import/commit.ts), after any import still
 * running: imports and undos change the queue one at a time.
 */
async function undoClientImport(importId: number, session: Session) {
  const client = ownClient(session);
  const run = Number.isSafeInteger(importId)
    ? db.importacao.findFirst({ where: { ims_id: { equals: importId } } })
    : null;
  if (!run || run.ims_id_clientes !== client.cli_id) throw notFound();
  if (run.ims_situacao === 'PROCESSANDO') throw conflict(UNDO_MESSAGES.busy);
  let counts: ReturnType<typeof undoImport> = null;
  const undone = running.then(() => {
    counts = undoImport(importId, client.cli_codigo);
    if (counts) {
      setStatus(importId, { ims_situacao: 'DESFEITA' });
      keepOpenDataSnapshot(client.cli_codigo);
    }
  });
  running = undone.catch(() => {});
  await undone;
  if (!counts) throw conflict(UNDO_MESSAGES.notLast);
  const { removed, restored } = counts as NonNullable<typeof counts>;
  return { msg: UNDO_MESSAGES.done, removidas: removed, restauradas: restored };
}

export const importHandlers = [
  route<'undoQueueImport', { id: string }>(
    'post',
    '/clients/import-queue-info/:id/undo',
    'undoQueueImport',
    async ({ params, session }) => ok(await undoClientImport(Number(params.id), session)),
    { roles: ['admin'] },
  ),
  route(
    'post',
    '/clients/import-queue-info',
    'importQueueInfo',
    async ({ request, session, query }) => {
      const id = await importQueue(request, session, query.get('somente_validas') === 'true');
      return accepted({ msg: 'Dados sendo processados', ims_id: id });
    },
    { roles: ['admin'] },
  ),
  route(
    'get',
    '/clients/download-queue-example',
    'downloadQueueExample',
    () =>
      new HttpResponse(QUEUE_IMPORT_TEMPLATE, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${QUEUE_IMPORT_TEMPLATE_FILENAME}"`,
        },
      }),
  ),
];

type ImportStatus = SearchStatusImportQuery['search_status_import']['rows'][number];

defineResolvers({
  search_status_import: (
    { clientId },
    { session },
  ): SearchStatusImportQuery['search_status_import'] => {
    const client = ownClient(session!, clientId);
    const rows = db.importacao
      .getAll()
      .filter((i) => i.ims_id_clientes === client.cli_id)
      .sort((a, b) => b.ims_alterado_em - a.ims_alterado_em || b.ims_id - a.ims_id)
      .map((i): ImportStatus => ({
        ims_id: i.ims_id,
        ims_nome_arquivo: i.ims_nome_arquivo,
        ims_situacao: i.ims_situacao as ImportStatus['ims_situacao'],
        ims_alterado_em: i.ims_alterado_em,
        ims_id_clientes: i.ims_id_clientes,
        ims_linhas_lidas: i.ims_linhas_lidas,
        ims_linhas_importadas: i.ims_linhas_importadas,
        ims_erros: JSON.parse(i.ims_erros || '[]') as ImportRowError[],
        ims_total_erros: i.ims_total_erros,
        ims_linhas_adicionadas: i.ims_linhas_adicionadas,
        ims_linhas_atualizadas: i.ims_linhas_atualizadas,
        ims_linhas_inalteradas: i.ims_linhas_inalteradas,
        ims_pode_desfazer: canUndo(i.ims_id),
        ims_avisos: JSON.parse(i.ims_avisos || '[]') as ImportStatus['ims_avisos'],
        ims_total_avisos: i.ims_total_avisos,
        ims_avisos_pacientes: i.ims_avisos_pacientes,
      }));
    return { count: rows.length, rows };
  },
});
