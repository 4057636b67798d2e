/**
 * The queue as open data (GET /api/open-data/queue and its info): every row of a client without
 * identifiers, streamed as CSV or JSON with the rules of contracts/src/openData.ts. The rows are
 * taken (as references) when the download starts, so an import during a download does not mix two
 * versions of the queue; each line is written when the client reads it, so memory stays flat.
 *
 * No small group: a first pass over the file's rows gives each its level of the small-group rule
 * (`generalizationLevels`, one byte a row, kept until the queue changes), the second writes each
 * row at its level as the client reads it, leaving out the suppressed ones.
 */
import {
  CSV_BOM,
  generalizationLevels,
  generalizedRow,
  OPEN_DATA_FORMATS,
  OPEN_DATA_LICENCE,
  OPEN_DATA_MEDIA_TYPES,
  OPEN_QUEUE_COLUMNS,
  OPEN_QUEUE_PARAMETERS,
  openQueueCsvHeader,
  openQueueCsvLine,
  openQueueFileName,
  openQueueRow,
  summarizeGeneralization,
  SUPPRESSED,
  type GeneralizationSummary,
  type OpenDataFormat,
  type OpenQueueFilter,
  type OpenQueueRow,
} from '@portal/contracts/openData';
import { QUEUE_STATUSES, queueSwitchedOffMessage } from '@portal/contracts/queue';
import { SMALL_GROUP_MIN } from '@portal/contracts/smallGroups';
import { hasFault } from '../core/faults';
import { badRequest, forbidden, notFound } from '../core/http';
import { ok, route } from '../core/route';
import { meta, queueIndex, type QueueRow } from '../db';
import { clientByCode } from './clients';
import { dataDateOf, isQueueSwitchedOff } from './queue';

/** Lines written per read of the stream: big enough to be quick, small enough to stay flat. */
const LINES_PER_CHUNK = 500;

/** Refuses what the contract does not name: unknown or repeated parameters. */
function onlyKnownParameters(query: URLSearchParams, known: readonly string[]) {
  const seen = new Set<string>();
  for (const name of query.keys()) {
    if (!known.includes(name))
      throw badRequest(`Parâmetro desconhecido: ${name}. Use ${listOf(known)}.`, name);
    if (seen.has(name)) throw badRequest(`O parâmetro ${name} foi enviado mais de uma vez.`, name);
    seen.add(name);
  }
}

const listOf = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`;

function clientOf(query: URLSearchParams) {
  const code = query.get('client')?.trim();
  if (!code) throw badRequest('Informe o código do município (client).', 'client');
  const client = clientByCode(code);
  if (!client) throw notFound('Município não encontrado.');
  // A queue switched off is published nowhere, open data included.
  if (isQueueSwitchedOff(client)) throw forbidden(queueSwitchedOffMessage(client.cli_nome));
  return client;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
const statusRank = (status: string) => (QUEUE_STATUSES as readonly string[]).indexOf(status) >>> 0;

/**
 * The client's rows in export order (service and procedure by name, status in the statuses'
 * order, then queue order), as a list of buckets taken now.
 */
function exportBuckets(client: string, service?: string, status?: string): QueueRow[][] {
  return queueIndex
    .facets(client)
    .filter((f) => (!service || f.service === service) && (!status || f.status === status))
    .sort(
      (a, b) =>
        byName(a.service, b.service) ||
        byName(a.procedure, b.procedure) ||
        statusRank(a.status) - statusRank(b.status),
    )
    .map((f) => queueIndex.search({ client, ...f }).slice());
}

/** The `leakOpenData` fault (tests only): the birth date and initials where the band goes. */
function projected(row: QueueRow, dataDate: string): OpenQueueRow {
  const line = openQueueRow(row, dataDate);
  if (hasFault('leakOpenData'))
    return { ...line, faixa_etaria: row.fir_data_nascimento, prioridade: row.fir_iniciais_nome };
  return line;
}

/** The rows of a file and the level of each under the small-group rule, in export order. */
interface FilePlan {
  buckets: QueueRow[][];
  levels: Uint8Array;
  summary: GeneralizationSummary;
}

/** The plans of the last files asked for, until the queue or the date of the data changes. */
const plans = new Map<string, FilePlan>();

/**
 * The file's plan: its rows taken now, and their levels counted over exactly these rows (a
 * narrowed file is its own file: its groups are counted within it). The `exactOpenData` fault
 * (tests only) leaves every row as it is, small groups and all.
 */
function filePlan(client: string, service?: string, status?: string): FilePlan {
  const dataDate = dataDateOf();
  const exact = hasFault('exactOpenData');
  const key = [queueIndex.version, dataDate, client, service, status, exact].join('\u0000');
  const kept = plans.get(key);
  if (kept) return kept;
  const buckets = exportBuckets(client, service, status);
  const rows = buckets.flat();
  const levels = exact
    ? new Uint8Array(rows.length)
    : generalizationLevels(
        rows.map((row) => {
          const line = openQueueRow(row, dataDate);
          return {
            procedimento: line.procedimento,
            unidade_solicitante: line.unidade_solicitante,
            faixa_etaria: line.faixa_etaria,
            data_entrada_fila: line.data_entrada_fila,
          };
        }),
      );
  const plan = { buckets, levels, summary: summarizeGeneralization(levels) };
  if (plans.size >= 8) plans.clear();
  plans.set(key, plan);
  return plan;
}

/** A stream of text pieces: the head, each row, the tail, read a chunk of rows at a time. */
function textStream(
  head: string,
  buckets: QueueRow[][],
  line: (row: QueueRow, at: number, first: boolean) => string | null,
  tail: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let bucket = 0;
  let index = 0;
  let at = 0;
  let first = true;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let text = started ? '' : head;
        started = true;
        let lines = 0;
        while (bucket < buckets.length && lines < LINES_PER_CHUNK) {
          const rows = buckets[bucket] as QueueRow[];
          if (index >= rows.length) {
            bucket += 1;
            index = 0;
            continue;
          }
          const written = line(rows[index] as QueueRow, at, first);
          if (written !== null) {
            text += written;
            first = false;
          }
          index += 1;
          at += 1;
          lines += 1;
        }
        if (bucket >= buckets.length) {
          controller.enqueue(encoder.encode(text + tail));
          controller.close();
        } else controller.enqueue(encoder.encode(text));
      },
    },
    { highWaterMark: 1 },
  );
}

function exportResponse(
  client: string,
  format: OpenDataFormat,
  { buckets, levels, summary }: FilePlan,
  filter: OpenQueueFilter,
) {
  const dataDate = dataDateOf();
  /** The row as published at its level; null when it is left out. */
  const published = (row: QueueRow, at: number) =>
    levels[at]! >= SUPPRESSED ? null : generalizedRow(projected(row, dataDate), levels[at]!);
  const body =
    format === 'csv'
      ? textStream(
          CSV_BOM + openQueueCsvHeader(),
          buckets,
          (row, at) => {
            const line = published(row, at);
            return line && openQueueCsvLine(line);
          },
          '',
        )
      : textStream(
          `{"codigo_cliente":${JSON.stringify(client)},"data_dos_dados":${JSON.stringify(dataDate)},` +
            `"licenca":${JSON.stringify(OPEN_DATA_LICENCE)},` +
            `"linhas_generalizadas":${summary.generalized},"linhas_suprimidas":${summary.suppressed},` +
            `"colunas":${JSON.stringify(OPEN_QUEUE_COLUMNS.map((c) => c.name))},"linhas":[\n`,
          buckets,
          (row, at, first) => {
            const line = published(row, at);
            return line && `${first ? '' : ',\n'}${JSON.stringify(line)}`;
          },
          '\n]}\n',
        );
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': OPEN_DATA_MEDIA_TYPES[format],
      // A narrowed file's name says its filter: never the whole file's name.
      'Content-Disposition': `attachment; filename="${openQueueFileName(client, dataDate, format, filter)}"`,
      'Cache-Control': 'no-cache',
      'X-Data-Date': dataDate,
      // The small-group rule's work on this file (the JSON also says it in its head).
      'X-Generalized-Rows': String(summary.generalized),
      'X-Suppressed-Rows': String(summary.suppressed),
    },
  });
}

export const openDataHandlers = [
  // Declared before the export: its path is the export's with '/info' after it.
  route('get', '/api/open-data/queue/info', 'getOpenQueueInfo', ({ query }) => {
    onlyKnownParameters(query, ['client']);
    const client = clientOf(query);
    const dataDate = dataDateOf();
    // The rows the whole file publishes: the suppressed ones are not in it.
    const { buckets, levels, summary } = filePlan(client.cli_codigo);
    const counts = new Map<string, number>();
    let at = 0;
    for (const bucket of buckets)
      for (const row of bucket) {
        if (levels[at]! < SUPPRESSED)
          counts.set(row.fir_status, (counts.get(row.fir_status) ?? 0) + 1);
        at += 1;
      }
    const byStatus = QUEUE_STATUSES.filter((s) => counts.has(s)).map((status) => ({
      status,
      rows: counts.get(status) ?? 0,
    }));
    return ok({
      client: { code: client.cli_codigo, name: client.cli_nome },
      data_date: dataDate,
      last_update: meta.lastCheck,
      rows: byStatus.reduce((n, s) => n + s.rows, 0),
      by_status: byStatus,
      small_groups: {
        min_group: SMALL_GROUP_MIN,
        generalized_rows: summary.generalized,
        suppressed_rows: summary.suppressed,
        by_step: summary.byStep,
      },
      licence: { ...OPEN_DATA_LICENCE },
      files: OPEN_DATA_FORMATS.map((format) => ({
        format,
        file_name: openQueueFileName(client.cli_codigo, dataDate, format),
      })),
    });
  }),
  route('get', '/api/open-data/queue', 'exportOpenQueue', ({ query }) => {
    onlyKnownParameters(query, OPEN_QUEUE_PARAMETERS);
    const client = clientOf(query);
    const format = (query.get('format')?.trim() || 'csv') as OpenDataFormat;
    if (!OPEN_DATA_FORMATS.includes(format))
      throw badRequest(`Formato inválido: use ${listOf(OPEN_DATA_FORMATS)}.`, 'format');
    const status = query.get('status')?.trim() || undefined;
    if (status && !(QUEUE_STATUSES as readonly string[]).includes(status))
      throw badRequest(`Situação inválida: use ${listOf(QUEUE_STATUSES)}.`, 'status');
    const service = query.get('service')?.trim() || undefined;
    const facets = queueIndex.facets(client.cli_codigo);
    if (service && !facets.some((f) => f.service === service))
      throw badRequest(`Serviço não encontrado neste município: ${service}.`, 'service');
    return exportResponse(client.cli_codigo, format, filePlan(client.cli_codigo, service, status), {
      service,
      status,
    });
  }),
];
