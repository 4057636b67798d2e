/**
 * The waiting queue: last refresh, the patient's own requests (REST) and the public, anonymised
 * search with its filter lists (GraphQL). A public row carries initials and the last 4 digits of
 * the CNS only; the backend's full name, CPF and full CNS never leave it.
 */
import type {
  QueueClientsQuery,
  QueueProceduresQuery,
  QueueServicesQuery,
  QueueStatusesQuery,
  QueueUnitHealthsQuery,
  SearchCitiesQuery,
  QueueFlowQuery,
  SearchQueueQuery,
  WaitEstimatesQuery,
} from '@portal/contracts/generated/graphql/graphql';
import { queueSwitchedOffMessage } from '@portal/contracts/queue';
import {
  MIN_CASES,
  nearestRank,
  priorityOf,
  queueFlow,
  waitDays,
  waitFigures,
  waitWindow,
  type Window,
} from '@portal/contracts/waitEstimates';
import { CITIES_PAGE_MAX } from '@portal/contracts/limits';
import { publicCount } from '@portal/contracts/smallGroups';
import type { Schemas } from '../core/contract';
import { onlyDigits } from '../core/documents';
import { defineResolvers, gqlError } from '../core/graphql';
import { badRequest, check, forbidden } from '../core/http';
import { intParam, matches, page, paging, textParam } from '../core/params';
import { hasFault } from '../core/faults';
import { ok, route } from '../core/route';
import { db, meta, queueIndex, type QueueRow } from '../db';
import { QUEUE_STATUSES, services } from '../seed/catalog';
import { initialsOf, personName } from '../seed/names';
import { createRandom } from '../seed/random';
import { configOf, clientByCode } from './clients';

type PublicRow = SearchQueueQuery['queue']['rows'][number];
type OwnRow = Schemas['QueueRow'];

const waitingTime = (row: QueueRow) =>
  row.tempo_espera ?? (row.fir_dias_na_fila === null ? null : `${row.fir_dias_na_fila} dias`);

/** The `leakFullName` fault (tests only): a full name where only initials may go. */
const fullNameOf = (row: QueueRow) => personName(createRandom(`nome:${row.fir_id}`));

function commonFields(row: QueueRow) {
  return {
    fir_id: row.fir_id,
    fir_fila_id: row.fir_fila_id,
    fir_tipos_filas: row.fir_tipos_filas,
    fir_codigo_cliente: row.fir_codigo_cliente,
    fir_ordem_regulada: row.fir_ordem_regulada,
    // Re-derived on the way out: whatever was stored, only initials leave the backend.
    fir_iniciais_nome: hasFault('leakFullName')
      ? fullNameOf(row)
      : hasFault('leakUpperCaseName')
        ? fullNameOf(row).toLocaleUpperCase('pt-BR')
        : initialsOf(row.fir_iniciais_nome),
    fir_data_nascimento: row.fir_data_nascimento,
    fir_data_solicitacao: row.fir_data_solicitacao,
    fir_data_entrada_fila: row.fir_data_entrada_fila,
    fir_data_agendamento: row.fir_data_agendamento,
    fir_data_execucao: row.fir_data_execucao,
    fir_data_atendimento: row.fir_data_execucao,
    fir_dias_na_fila: row.fir_dias_na_fila,
    fir_procedimentos: row.fir_procedimentos,
    fir_prioridade: row.fir_prioridade,
    fir_nome_unidade_saude_solicitante: row.fir_nome_unidade_saude_solicitante,
    fir_nome_unidade_saude_reguladora: row.fir_nome_unidade_saude_reguladora,
    fir_nome_unidade_saude_executante: row.fir_nome_unidade_saude_executante,
    fir_observacao: row.fir_observacao,
    fir_status: row.fir_status as OwnRow['fir_status'],
    tempo_espera: waitingTime(row),
  };
}

/** The public projection: the CNS reduced to its last 4 digits. */
export function publicRow(row: QueueRow): PublicRow {
  const cns = onlyDigits(row.fir_cns);
  return { ...commonFields(row), fir_cns: cns ? cns.slice(-4) : null };
}

/** The patient's own row: the complete CNS is theirs. */
export const ownRow = (row: QueueRow): OwnRow => ({ ...commonFields(row), fir_cns: row.fir_cns });

export const queueHandlers = [
  route('get', '/api/queue/get-last-check', 'getQueueLastCheck', () =>
    ok({ lastCheck: meta.lastCheck }),
  ),

  route(
    'get',
    '/api/queue/my-solicitations',
    'getMySolicitations',
    ({ query, session }) => {
      const cpf = onlyDigits(query.get('cpf'));
      check(cpf, 'O cpf é obrigatório para a busca de minhas solicitações');
      const patient = db.usuario.findFirst({ where: { usu_id: { equals: session.subjectId } } });
      if (!patient || patient.usu_cpf !== cpf) throw forbidden();
      const { limit, offset } = paging(query);
      const period = intParam(query, 'period', { min: 2000, max: 2100 });
      const status = textParam(query, 'status');
      if (status && !QUEUE_STATUSES.some((s) => s.value === status)) {
        throw badRequest('Situação inválida.');
      }
      const rows = queueIndex
        .ofCpf(cpf)
        .filter((r) => !period || r.fir_data_solicitacao.startsWith(String(period)))
        .filter((r) => !status || r.fir_status === status);
      const result = page(rows, limit, offset);
      return ok({ count: result.count, rows: result.rows.map(ownRow) });
    },
    { roles: ['patient'], empty: () => ({ count: 0, rows: [] }) },
  ),
];

/** The date of the data: the day of the queue's last update. */
export const dataDateOf = () => (meta.lastCheck || new Date().toISOString()).slice(0, 10);

/**
 * Figures computed over a client's whole queue, kept until the queue or the date of the data
 * changes (a real backend would refresh a materialised view after each import): with 100,000 rows
 * a computation takes a few hundred milliseconds, a kept answer none.
 */
const computed = new Map<string, unknown>();
let computedFor = '';
function keptUntilTheQueueChanges<T>(parts: readonly unknown[], compute: () => T): T {
  const state = `${queueIndex.version}\u0000${dataDateOf()}`;
  if (state !== computedFor) {
    computed.clear();
    computedFor = state;
  }
  const key = JSON.stringify(parts);
  if (computed.has(key)) return computed.get(key) as T;
  const value = compute();
  if (computed.size >= 500) computed.clear();
  computed.set(key, value);
  return value;
}

/** A client's queue rows, narrowed by service, procedure and requesting unit when given. */
function clientRows(
  client: unknown,
  filter: { service?: unknown; procedure?: unknown; unit?: unknown },
): QueueRow[] {
  const wanted = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const service = wanted(filter.service);
  const procedure = wanted(filter.procedure);
  const unit = wanted(filter.unit);
  return queueIndex
    .ofClient(String(client ?? ''))
    .filter(
      (row) =>
        (!service || row.fir_tipos_filas === service) &&
        (!procedure || row.fir_procedimentos === procedure) &&
        (!unit || row.fir_nome_unidade_saude_solicitante === unit),
    );
}

/**
 * The figures of a group of rows; under the `priorityEstimatesFromFewCases` fault (tests only), a
 * class gets a median and 9 in 10 from 5 served requests on.
 */
function figuresOf(rows: QueueRow[], window: Window) {
  const figures = waitFigures(rows, window);
  if (!hasFault('priorityEstimatesFromFewCases')) return figures;
  const by_priority = figures.by_priority.map((figure) => {
    const waits = rows
      .filter((row) => priorityOf(row) === figure.priority)
      .map((row) => waitDays(row, window))
      .filter((days): days is number => days !== null);
    if (!figure.unavailable || waits.length < 5) return figure;
    return {
      ...figure,
      median_days: nearestRank(waits, 0.5),
      p90_days: nearestRank(waits, 0.9),
      unavailable: null,
    };
  });
  return { ...figures, by_priority };
}

/** The wait figures of a client's rows (queue_wait_estimates), computed afresh. */
function waitEstimates(
  client: unknown,
  service: unknown,
  procedure: unknown,
  unit: unknown,
): WaitEstimatesQuery['queue_wait_estimates'] {
  const dataDate = dataDateOf();
  const window = waitWindow(dataDate);
  const rows = clientRows(client, { service, procedure, unit });
  // One pass: the rows of each service, and of each of its procedures.
  const byService = new Map<string, QueueRow[]>();
  const byProcedure = new Map<string, { service: string; procedure: string; rows: QueueRow[] }>();
  for (const row of rows) {
    const ofService = byService.get(row.fir_tipos_filas) ?? [];
    ofService.push(row);
    byService.set(row.fir_tipos_filas, ofService);
    const key = `${row.fir_tipos_filas}\u0000${row.fir_procedimentos}`;
    const group = byProcedure.get(key) ?? {
      service: row.fir_tipos_filas,
      procedure: row.fir_procedimentos,
      rows: [],
    };
    group.rows.push(row);
    byProcedure.set(key, group);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
  return {
    data_date: dataDate,
    window_start: window.start,
    window_end: window.end,
    min_cases: MIN_CASES,
    rows: [
      ...(procedure
        ? []
        : [...byService]
            .sort(([a], [b]) => byName(a, b))
            .map(([name, list]) => ({
              service: name,
              procedure: null,
              ...figuresOf(list, window),
            }))),
      ...[...byProcedure.values()]
        .sort((a, b) => byName(a.service, b.service) || byName(a.procedure, b.procedure))
        .map((group) => ({
          service: group.service,
          procedure: group.procedure,
          ...figuresOf(group.rows, window),
        })),
    ],
  };
}

/**
 * Whether the public may read this client's queue: a client that switched its queue off in its
 * portal configuration (bad data, a court order) publishes none of it, whatever page asks. The
 * patient's own requests are not the public queue and stay answered.
 */
export function isQueueSwitchedOff(client: { cli_codigo: string }): boolean {
  return !hasFault('ignoreQueueSwitch') && configOf(client.cli_codigo)?.coc_ativo_portal === false;
}

/** The client of a public queue read (or none: an unknown code answers nothing), refused if off. */
const requireClient = (code: unknown) => {
  const client = clientByCode(String(code ?? ''));
  if (client && isQueueSwitchedOff(client))
    throw gqlError(queueSwitchedOffMessage(client.cli_nome), 'FORBIDDEN');
  return client;
};

defineResolvers({
  queue_clients: ({ cli_codigo }): QueueClientsQuery['queue_clients'] =>
    db.cliente
      .getAll()
      .filter((c) => !cli_codigo || c.cli_codigo === cli_codigo)
      .map((client) => ({
        cli_id: client.cli_id,
        cli_nome: client.cli_nome,
        cli_codigo: client.cli_codigo,
        cli_codigo_municipio_ibge: client.cli_codigo_municipio_ibge,
        configuration: configOf(client.cli_codigo),
      })),

  queue_services_avaliable: ({ client }): QueueServicesQuery['queue_services_avaliable'] => {
    requireClient(client);
    const present = new Set(queueIndex.facets(String(client)).map((f) => f.service));
    const known = services.filter((s) => present.delete(s.value));
    // Services that arrived by import and are not in the catalogue keep their own name.
    return [...known, ...[...present].sort().map((value) => ({ value, name: value }))].map(
      ({ name, value }) => ({ name, value }),
    );
  },

  queue_status: ({ client }): QueueStatusesQuery['queue_status'] => {
    if (!requireClient(client)) return [];
    return QUEUE_STATUSES.map(({ name, value }) => ({ name, value }));
  },

  queue_unithealths: ({ client, role }): QueueUnitHealthsQuery['queue_unithealths'] => {
    requireClient(client);
    return db.unidade
      .getAll()
      .filter((u) => u.uni_codigo_cliente === client && u.role === role)
      .map((u) => u.nome_unidade_saude)
      .sort((a, b) => a.localeCompare(b, 'pt-BR'))
      .map((nome_unidade_saude) => ({ nome_unidade_saude }));
  },

  queue_procedures: ({ client, service }): QueueProceduresQuery['queue_procedures'] => {
    requireClient(client);
    const names = new Set(
      queueIndex
        .facets(String(client))
        .filter((f) => f.service === service)
        .map((f) => f.procedure),
    );
    return [...names]
      .sort((a, b) => a.localeCompare(b, 'pt-BR'))
      .map((procedimento) => ({ procedimento, servico: String(service) }));
  },

  queue: (args): SearchQueueQuery['queue'] => {
    requireClient(args.client);
    const limit = Number(args.limit ?? 10);
    const offset = Number(args.offset ?? 0);
    if (limit < 0 || offset < 0 || limit > 100)
      throw gqlError('limit e offset não podem ser negativos.');
    const filters: Array<[keyof QueueRow, unknown]> = [
      ['fir_nome_unidade_saude_solicitante', args.requesting_unithealth],
      ['fir_nome_unidade_saude_reguladora', args.regulatory_unithealth],
      ['fir_nome_unidade_saude_executante', args.performing_unithealth],
    ];
    const active = filters.filter(([, value]) => typeof value === 'string' && value !== '');
    let rows = hasFault('ignoreStatusFilter')
      ? QUEUE_STATUSES.flatMap((status) =>
          queueIndex.search({
            client: String(args.client),
            service: String(args.service),
            procedure: String(args.procedure),
            status: status.value,
          }),
        )
      : queueIndex.search({
          client: String(args.client),
          service: String(args.service),
          procedure: String(args.procedure),
          status: String(args.status),
        });
    if (active.length)
      rows = rows.filter((row) => active.every(([key, value]) => row[key] === value));
    return { count: rows.length, rows: rows.slice(offset, offset + limit).map(publicRow) };
  },

  queue_wait_estimates: ({
    client,
    service,
    procedure,
    unit,
  }): WaitEstimatesQuery['queue_wait_estimates'] => {
    requireClient(client);
    const fault = hasFault('priorityEstimatesFromFewCases');
    return keptUntilTheQueueChanges(['estimates', client, service, procedure, unit, fault], () =>
      waitEstimates(client, service, procedure, unit),
    );
  },

  queue_flow: ({ client, service, unit }): QueueFlowQuery['queue_flow'] => {
    requireClient(client);
    // No group under 5: a month's count from 1 to 4 is null (the `exactDashboardCounts` fault,
    // tests only, sends it).
    const exact = hasFault('exactDashboardCounts');
    return keptUntilTheQueueChanges(['flow', client, service, unit, exact], () => {
      const dataDate = dataDateOf();
      return {
        data_date: dataDate,
        months: queueFlow(clientRows(client, { service, unit }), dataDate).map((month) =>
          exact
            ? month
            : { ...month, entries: publicCount(month.entries), served: publicCount(month.served) },
        ),
      };
    });
  },

  cities: ({ uf, name, limit, offset }): SearchCitiesQuery['cities'] => {
    const codes = new Map(
      db.cliente.getAll().map((c) => [c.cli_codigo_municipio_ibge, c.cli_codigo]),
    );
    const rows = db.cidade
      .getAll()
      .filter((c) => !uf || c.uf === String(uf).toUpperCase())
      .filter((c) => matches(c.name, name ? String(name) : undefined))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
      .map((c) => ({
        id: c.id,
        name: c.name,
        uf: c.uf,
        cep: c.cep,
        ibgeCode: c.ibgeCode,
        code: codes.get(c.ibgeCode) ?? null,
      }));
    const size = Number(limit ?? CITIES_PAGE_MAX);
    if (size > CITIES_PAGE_MAX) throw badRequest(`limit deve ser no máximo ${CITIES_PAGE_MAX}.`);
    return page(rows, size, Number(offset ?? 0));
  },
});
