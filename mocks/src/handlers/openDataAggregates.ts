/**
 * The open data beyond the row-level export: the aggregate table (GET
 * /api/open-data/queue/aggregates), its daily history (GET /api/open-data/queue/history and
 * /history/{date}) and the DCAT catalog (GET /api/open-data/catalog.jsonld). The table is
 * computed by the contract's `openAggregates`; the history is what `keepOpenDataSnapshot` stored
 * when an import finished or was undone (the historicoAberto model, 12 months kept). Files are
 * streamed as the row-level export's are: the lines are taken when the download starts and written
 * a chunk at a time as the client reads.
 */
import {
  CSV_BOM,
  OPEN_DATA_FORMATS,
  OPEN_DATA_LICENCE,
  OPEN_DATA_MEDIA_TYPES,
  type OpenDataFormat,
} from '@portal/contracts/openData';
import {
  AGGREGATE_MONTHS,
  firstKeptDay,
  isCalendarDay,
  OPEN_AGGREGATE_COLUMNS,
  OPEN_AGGREGATE_PARAMETERS,
  openAggregateCsvHeader,
  openAggregateCsvLine,
  openAggregateFileName,
  openAggregates,
  type OpenAggregateRow,
} from '@portal/contracts/openDataAggregates';
import {
  JSON_LD_MEDIA_TYPE,
  OPEN_DATA_PATHS,
  openDataAddress,
  openDataCatalog,
} from '@portal/contracts/openDataCatalog';
import { queueSwitchedOffMessage } from '@portal/contracts/queue';
import { HttpResponse } from 'msw';
import { hasFault } from '../core/faults';
import { badRequest, forbidden, notFound } from '../core/http';
import { ok, route } from '../core/route';
import { today } from '../core/time';
import { db, queueIndex, type Client } from '../db';
import { historyEntry, unpackLines } from '../seed/openDataHistory';
import { clientByCode } from './clients';
import { dataDateOf, isQueueSwitchedOff } from './queue';

/** Lines written per read of the stream, as the row-level export. */
const LINES_PER_CHUNK = 500;

const listOf = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`;

/** The client of an open-data read, and its format: unknown or repeated parameters are a 400. */
function readQuery(query: URLSearchParams, known: readonly string[]) {
  const seen = new Set<string>();
  for (const name of query.keys()) {
    if (!known.includes(name))
      throw badRequest(`Parâmetro desconhecido: ${name}. Use ${listOf(known)}.`, name);
    if (seen.has(name)) throw badRequest(`O parâmetro ${name} foi enviado mais de uma vez.`, name);
    seen.add(name);
  }
  const code = query.get('client')?.trim();
  if (!code) throw badRequest('Informe o código do município (client).', 'client');
  const client = clientByCode(code);
  if (!client) throw notFound('Município não encontrado.');
  if (isQueueSwitchedOff(client)) throw forbidden(queueSwitchedOffMessage(client.cli_nome));
  const format = (query.get('format')?.trim() || 'csv') as OpenDataFormat;
  if (!OPEN_DATA_FORMATS.includes(format))
    throw badRequest(`Formato inválido: use ${listOf(OPEN_DATA_FORMATS)}.`, 'format');
  return { client, format };
}

/** The table of a client's queue now; kept until the queue or the date of the data changes. */
const current = new Map<string, { stamp: string; lines: OpenAggregateRow[] }>();
function currentTable(code: string): OpenAggregateRow[] {
  const day = dataDateOf();
  const protect = !hasFault('leakSmallAggregates');
  const stamp = `${queueIndex.version}\u0000${day}\u0000${protect}`;
  let kept = current.get(code);
  if (kept?.stamp !== stamp) {
    kept = { stamp, lines: openAggregates(queueIndex.ofClient(code), code, day, { protect }) };
    current.set(code, kept);
  }
  return kept.lines;
}

/**
 * Stores today's table of a client as the day's snapshot (the day of the data), replacing one
 * stored earlier that day, and drops the client's snapshots older than 12 months. Called when an
 * import finishes and when one is undone.
 */
export function keepOpenDataSnapshot(code: string): void {
  const { hia_chave: key, ...data } = historyEntry(
    code,
    dataDateOf(),
    queueIndex.ofClient(code),
    Date.now(),
  );
  if (db.historicoAberto.findFirst({ where: { hia_chave: { equals: key } } }))
    db.historicoAberto.update({ where: { hia_chave: { equals: key } }, data });
  else db.historicoAberto.create({ hia_chave: key, ...data });
  db.historicoAberto.deleteMany({
    where: { hia_codigo_cliente: { equals: code }, hia_data: { lt: firstKeptDay(today()) } },
  });
}

/** The client's kept days, newest first (none older than 12 months, whatever is stored). */
const keptDays = (code: string) => {
  const first = firstKeptDay(today());
  return db.historicoAberto
    .findMany({ where: { hia_codigo_cliente: { equals: code } } })
    .filter((s) => s.hia_data >= first)
    .sort((a, b) => b.hia_data.localeCompare(a.hia_data));
};

/** A stream of a head, each line, and a tail, written a chunk of lines at a time. */
function linesStream(
  head: string,
  lines: readonly OpenAggregateRow[],
  line: (row: OpenAggregateRow, first: boolean) => string,
  tail: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let text = started ? '' : head;
        started = true;
        const end = Math.min(index + LINES_PER_CHUNK, lines.length);
        for (; index < end; index += 1) text += line(lines[index]!, index === 0);
        if (index >= lines.length) {
          controller.enqueue(encoder.encode(text + tail));
          controller.close();
        } else controller.enqueue(encoder.encode(text));
      },
    },
    { highWaterMark: 1 },
  );
}

/** The table as a streamed CSV or JSON file of `day`. */
function tableResponse(
  client: string,
  day: string,
  format: OpenDataFormat,
  lines: readonly OpenAggregateRow[],
) {
  const body =
    format === 'csv'
      ? linesStream(CSV_BOM + openAggregateCsvHeader(), lines, openAggregateCsvLine, '')
      : linesStream(
          `{"codigo_cliente":${JSON.stringify(client)},"data_dos_dados":${JSON.stringify(day)},` +
            `"licenca":${JSON.stringify(OPEN_DATA_LICENCE)},` +
            `"colunas":${JSON.stringify(OPEN_AGGREGATE_COLUMNS.map((c) => c.name))},"linhas":[\n`,
          lines,
          (row, first) => `${first ? '' : ',\n'}${JSON.stringify(row)}`,
          '\n]}\n',
        );
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': OPEN_DATA_MEDIA_TYPES[format],
      'Content-Disposition': `attachment; filename="${openAggregateFileName(client, day, format)}"`,
      'Cache-Control': 'no-cache',
      'X-Data-Date': day,
    },
  });
}

/** The earliest request date of a client's queue, or null when it has none. */
function firstRequestDay(code: string): string | null {
  let first: string | null = null;
  for (const row of queueIndex.ofClient(code)) {
    const day = row.fir_data_solicitacao.slice(0, 10);
    if (!first || day < first) first = day;
  }
  return first;
}

function catalogOf(client: Client, origin: string) {
  return openDataCatalog({
    origin,
    client: {
      code: client.cli_codigo,
      name: client.cli_nome,
      ibge: client.cli_codigo_municipio_ibge || null,
    },
    dataDate: dataDateOf(),
    firstRequestDay: firstRequestDay(client.cli_codigo),
    history: keptDays(client.cli_codigo).map((s) => s.hia_data),
  });
}

export const openDataAggregateHandlers = [
  route('get', OPEN_DATA_PATHS.aggregates, 'exportOpenQueueAggregates', ({ query }) => {
    const { client, format } = readQuery(query, OPEN_AGGREGATE_PARAMETERS);
    return tableResponse(client.cli_codigo, dataDateOf(), format, currentTable(client.cli_codigo));
  }),
  route('get', OPEN_DATA_PATHS.history, 'listOpenQueueHistory', ({ query, url }) => {
    const { client } = readQuery(query, ['client']);
    return ok({
      client: { code: client.cli_codigo, name: client.cli_nome },
      retention_months: AGGREGATE_MONTHS,
      first_kept_day: firstKeptDay(today()),
      snapshots: keptDays(client.cli_codigo).map((s) => ({
        date: s.hia_data,
        rows: s.hia_total_linhas,
        files: OPEN_DATA_FORMATS.map((format) => ({
          format,
          file_name: openAggregateFileName(client.cli_codigo, s.hia_data, format),
          url: openDataAddress(url.origin, OPEN_DATA_PATHS.snapshot(s.hia_data), {
            client: client.cli_codigo,
            format,
          }),
        })),
      })),
    });
  }),
  route<'exportOpenQueueSnapshot', { date: string }>(
    'get',
    OPEN_DATA_PATHS.snapshot(':date'),
    'exportOpenQueueSnapshot',
    ({ query, params }) => {
      const { client, format } = readQuery(query, OPEN_AGGREGATE_PARAMETERS);
      const day = params.date;
      const kept = isCalendarDay(day)
        ? keptDays(client.cli_codigo).find((s) => s.hia_data === day)
        : undefined;
      if (!kept)
        throw notFound(
          `Não há retrato guardado de ${day}. Veja as datas em ${OPEN_DATA_PATHS.history}.`,
        );
      const lines = unpackLines(kept.hia_linhas);
      return tableResponse(client.cli_codigo, day, format, lines);
    },
  ),
  route('get', OPEN_DATA_PATHS.catalog, 'getOpenDataCatalog', ({ query, url }) => {
    const { client } = readQuery(query, ['client']);
    return HttpResponse.json(catalogOf(client, url.origin), {
      headers: { 'Content-Type': JSON_LD_MEDIA_TYPE },
    });
  }),
];
