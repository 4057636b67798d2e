/**
 * The queue as open data (GET /api/open-data/queue and its info): every row of a client without
 * identifiers, streamed as CSV or JSON with the rules of contracts/src/openData.ts. The rows are
 * taken (as references) when the download starts, so an import during a download does not mix two
 * versions of the queue; each line is written when the client reads it, so memory stays flat.
 */
import {
  CSV_BOM,
  OPEN_DATA_FORMATS,
  OPEN_DATA_LICENCE,
  OPEN_DATA_MEDIA_TYPES,
  OPEN_QUEUE_COLUMNS,
  OPEN_QUEUE_PARAMETERS,
  openQueueCsvHeader,
  openQueueCsvLine,
  openQueueFileName,
  openQueueRow,
  type OpenDataFormat,
  type OpenQueueFilter,
  type OpenQueueRow,
} from '@portal/contracts/openData';
import { QUEUE_STATUSES, queueSwitchedOffMessage } from '@portal/contracts/queue';
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

/** A stream of text pieces: the head, each row, the tail, read a chunk of rows at a time. */
function textStream(
  head: string,
  buckets: QueueRow[][],
  line: (row: QueueRow, first: boolean) => string,
  tail: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let bucket = 0;
  let index = 0;
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
          text += line(rows[index] as QueueRow, first);
          first = false;
          index += 1;
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
  buckets: QueueRow[][],
  filter: OpenQueueFilter,
) {
  const dataDate = dataDateOf();
  const body =
    format === 'csv'
      ? textStream(
          CSV_BOM + openQueueCsvHeader(),
          buckets,
          (row) => openQueueCsvLine(projected(row, dataDate)),
          '',
        )
      : textStream(
          `{"codigo_cliente":${JSON.stringify(client)},"data_dos_dados":${JSON.stringify(dataDate)},` +
            `"licenca":${JSON.stringify(OPEN_DATA_LICENCE)},` +
            `"colunas":${JSON.stringify(OPEN_QUEUE_COLUMNS.map((c) => c.name))},"linhas":[\n`,
          buckets,
          (row, first) => `${first ? '' : ',\n'}${JSON.stringify(projected(row, dataDate))}`,
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
    },
  });
}

export const openDataHandlers = [
  // Declared before the export: its path is the export's with '/info' after it.
  route('get', '/api/open-data/queue/info', 'getOpenQueueInfo', ({ query }) => {
    onlyKnownParameters(query, ['client']);
    const client = clientOf(query);
    const dataDate = dataDateOf();
    const counts = new Map<string, number>();
    for (const facet of queueIndex.facets(client.cli_codigo))
      counts.set(
        facet.status,
        (counts.get(facet.status) ?? 0) +
          queueIndex.search({ client: client.cli_codigo, ...facet }).length,
      );
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
    return exportResponse(
      client.cli_codigo,
      format,
      exportBuckets(client.cli_codigo, service, status),
      { service, status },
    );
  }),
];
