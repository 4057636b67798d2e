/**
 * The open data's history in the seed: the aggregate table of each day the seed's import runs
 * finished (contracts/src/openDataAggregates.ts), as the backend would have stored it then, so
 * /dados-abertos has past days to offer from the start. The seed keeps only today's queue, so a
 * past day's rows are read back from it: requests made after that day are left out, and an
 * execution after it had not happened yet (the request was still scheduled).
 */
import {
  OPEN_AGGREGATE_COLUMNS,
  openAggregates,
  type OpenAggregateRow,
  type OpenAggregateSource,
} from '@portal/contracts/openDataAggregates';
import { toDay } from '../core/time';
import type { Data } from '../db/types';
import type { ClientSeed } from './places';

type QueueData = Data<'fila'>;

/** The queue as it stood at the end of `day` (YYYY-MM-DD), as far as today's rows tell. */
export function rowsAsOf(rows: readonly QueueData[], day: string): OpenAggregateSource[] {
  return rows
    .filter((row) => row.fir_data_solicitacao.slice(0, 10) <= day)
    .map((row) =>
      row.fir_data_execucao && row.fir_data_execucao.slice(0, 10) > day
        ? {
            ...row,
            fir_data_execucao: null,
            fir_status:
              row.fir_status === 'EFETIVADO' || row.fir_status === 'PARCIALMENTE_ATENDIDO'
                ? 'AGENDADO'
                : row.fir_status,
          }
        : row,
    );
}

/**
 * A day's lines as stored: each line the array of its values in the dictionary's column order
 * (a third of the size of the keyed lines: a municipality's table is about 1,500 lines a day).
 */
export const packLines = (lines: readonly OpenAggregateRow[]) =>
  JSON.stringify(lines.map((line) => OPEN_AGGREGATE_COLUMNS.map((c) => line[c.name])));

/** The stored lines read back into keyed lines. */
export const unpackLines = (text: string): OpenAggregateRow[] =>
  (JSON.parse(text) as unknown[][]).map(
    (values) =>
      Object.fromEntries(
        OPEN_AGGREGATE_COLUMNS.map((c, i) => [c.name, values[i] ?? null]),
      ) as OpenAggregateRow,
  );

/** One stored day of a client's table (the historicoAberto model). */
export function historyEntry(
  client: string,
  day: string,
  rows: Iterable<OpenAggregateSource>,
  storedAt: number,
): Data<'historicoAberto'> {
  const lines = openAggregates(rows, client, day);
  return {
    hia_chave: `${client}:${day}`,
    hia_codigo_cliente: client,
    hia_data: day,
    hia_guardado_em: storedAt,
    hia_total_linhas: lines.length,
    hia_linhas: packLines(lines),
  };
}

/** The days the seed's finished imports stored, the last one per client and day. */
export function buildOpenDataHistory(
  queue: readonly QueueData[],
  imports: ReadonlyArray<Data<'importacao'>>,
  clients: readonly ClientSeed[],
): Array<Data<'historicoAberto'>> {
  const kept = new Map<string, Data<'historicoAberto'>>();
  for (const run of [...imports].sort((a, b) => a.ims_alterado_em - b.ims_alterado_em)) {
    if (run.ims_situacao !== 'CONCLUIDO' && run.ims_situacao !== 'CONCLUIDO_COM_ERROS') continue;
    const client = clients.find((c) => c.id === run.ims_id_clientes);
    if (!client) continue;
    const day = toDay(run.ims_alterado_em);
    const rows = queue.filter((row) => row.fir_codigo_cliente === client.code);
    kept.set(
      `${client.code}:${day}`,
      historyEntry(client.code, day, rowsAsOf(rows, day), run.ims_alterado_em),
    );
  }
  return [...kept.values()];
}
