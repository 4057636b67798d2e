/** Queue rows: every status, positions per bucket, priorities, all dates, observations with 'info:'. */
import { generateCns, generateCpf } from '../core/documents';
import { addDays, daysBetween, parseLocal, toDay } from '../core/time';
import type { Data } from '../db/types';
import { PRIORITIES, procedures, type QueueStatus } from './catalog';
import { DEMO } from './people';
import { initialsOf, personName } from './names';
import type { ClientSeed } from './places';
import { unitsOf } from './places';
import { createRandom, type Random } from './random';

type Row = Data<'fila'>;

const SERVICE_WEIGHTS = [
  ['CONSULTAS', 45],
  ['EXAMES', 38],
  ['CIRURGIAS', 9],
  ['TERAPIAS', 8],
] as const;
const STATUS_WEIGHTS = [
  ['SOLICITADO', 48],
  ['AGENDADO', 20],
  ['EFETIVADO', 15],
  ['PARCIALMENTE_ATENDIDO', 6],
  ['DEVOLVIDO', 11],
] as const;
const PRIORITY_WEIGHTS = [
  ['P1', 5],
  ['P2', 20],
  ['P3', 45],
  ['P4', 30],
] as const;

/**
 * Observations are public (the queue's 'Info' column): administrative notes as a regulation team
 * writes them (documents, preparation, where to reschedule), never a clinical detail.
 */
const notes = {
  common: [
    'info: Trazer documento com foto, cartão SUS e comprovante de residência.',
    'Info: Comparecer com 30 minutos de antecedência.',
    'INFO: Trazer os resultados de exames anteriores, se houver.',
    'info: Acompanhante obrigatório para menores de 18 anos.',
    'info: Remarcação somente pela unidade solicitante.',
    'info: Em caso de impossibilidade, comunicar a unidade solicitante.',
  ],
  exam: [
    'info: Jejum de 8 horas.',
    'info: Seguir as orientações de preparo entregues pela unidade.',
    'Info: Bexiga cheia: ingerir 1 litro de água uma hora antes.',
  ],
  returned: [
    'info: Solicitação devolvida: formulário de encaminhamento incompleto.',
    'info: Reenviar com laudo médico atualizado e CID.',
    'Info: Procedimento não ofertado pela rede; encaminhar para outra referência.',
  ],
};

function observation(random: Random, service: string, status: QueueStatus): string {
  if (status === 'DEVOLVIDO') {
    return [random.pick(notes.returned), random.pick(notes.returned)]
      .filter((v, i, all) => all.indexOf(v) === i)
      .join(' ');
  }
  if (random.chance(0.25)) return '';
  const parts = [random.pick(notes.common)];
  if (service === 'EXAMES' && random.chance(0.6)) parts.push(random.pick(notes.exam));
  if (random.chance(0.3)) parts.push(random.pick(notes.common));
  return [...new Set(parts)].join(' ');
}

interface Person {
  name: string;
  cpf: string;
  cns: string;
  birth: string;
}

function person(random: Random, now: number): Person {
  return {
    name: personName(random),
    cpf: generateCpf(random),
    cns: generateCns(random),
    birth: toDay(addDays(now, -random.int(2 * 365, 90 * 365))),
  };
}

interface RowSpec {
  client: ClientSeed;
  service: string;
  procedure: string;
  status: QueueStatus;
  requestedDaysAgo: number;
  who: Person;
}

function buildRow(random: Random, now: number, spec: RowSpec, id: number): Row {
  const units = unitsOf(spec.client.code);
  const today = toDay(now);
  const requested = addDays(now, -spec.requestedDaysAgo);
  const entered = Math.min(addDays(requested, random.int(0, 6)), now);
  let scheduled: number | null = null;
  let executed: number | null = null;
  if (spec.status === 'AGENDADO') {
    scheduled = random.chance(0.8)
      ? addDays(now, random.int(1, 75))
      : Math.min(addDays(entered, random.int(5, 120)), now);
  } else if (spec.status === 'EFETIVADO' || spec.status === 'PARCIALMENTE_ATENDIDO') {
    scheduled = Math.min(addDays(entered, random.int(5, 180)), addDays(now, -1));
    executed = Math.min(addDays(scheduled, random.int(0, 3)), now);
  }
  const waitedUntil = scheduled && scheduled < now ? toDay(scheduled) : today;
  const reached = spec.status !== 'SOLICITADO' && spec.status !== 'DEVOLVIDO';
  return {
    fir_id: id,
    fir_fila_id: 10_000 + id,
    fir_tipos_filas: spec.service,
    fir_codigo_cliente: spec.client.code,
    fir_ordem_regulada: 0,
    fir_iniciais_nome: initialsOf(spec.who.name),
    fir_nome_paciente: spec.who.name,
    fir_cpf: spec.who.cpf,
    fir_cns: spec.who.cns,
    fir_data_nascimento: spec.who.birth,
    fir_data_solicitacao: toDay(requested),
    fir_data_entrada_fila: toDay(entered),
    fir_data_agendamento: scheduled ? toDay(scheduled) : null,
    fir_data_execucao: executed ? toDay(executed) : null,
    fir_dias_na_fila: Math.max(0, daysBetween(toDay(entered), waitedUntil)),
    fir_procedimentos: spec.procedure,
    fir_prioridade: random.weighted(PRIORITY_WEIGHTS),
    fir_nome_unidade_saude_solicitante: random.pick(units.SOLICITANTE),
    fir_nome_unidade_saude_reguladora: random.pick(units.REGULADORA),
    fir_nome_unidade_saude_executante: reached ? random.pick(units.EXECUTANTE) : null,
    fir_observacao: observation(random, spec.service, spec.status) || null,
    fir_status: spec.status,
    tempo_espera: null,
    fir_id_importacao: null,
  };
}

/** The demo patient's own requests: several statuses, over the last three years. */
const demoRequests: Array<[string, string, QueueStatus, number]> = [
  ['CONSULTAS', 'CONSULTA EM CARDIOLOGIA', 'SOLICITADO', 124],
  ['EXAMES', 'ECOCARDIOGRAMA TRANSTORACICO', 'AGENDADO', 64],
  ['EXAMES', 'ULTRASSONOGRAFIA DE ABDOMEN TOTAL', 'EFETIVADO', 210],
  ['EXAMES', 'MAMOGRAFIA BILATERAL PARA RASTREAMENTO', 'PARCIALMENTE_ATENDIDO', 330],
  ['CONSULTAS', 'CONSULTA EM ENDOCRINOLOGIA', 'DEVOLVIDO', 450],
  ['CONSULTAS', 'CONSULTA EM OFTALMOLOGIA', 'EFETIVADO', 700],
  ['EXAMES', 'ELETROCARDIOGRAMA', 'EFETIVADO', 900],
];

/**
 * The requests of DEMO.manyRequests: more than a page of them (23), none SOLICITADO, drawn from a
 * random stream of their own, so adding them changes no other seeded row.
 */
function manyRequestsRows(now: number, client: ClientSeed, firstId: number): Row[] {
  const random = createRandom('queue:many-requests');
  const who = {
    name: DEMO.manyRequests.name,
    cpf: DEMO.manyRequests.cpf,
    cns: '700001234563759',
    birth: '1959-05-21',
  };
  const exams = procedures.filter((p) => p.servico === 'EXAMES').map((p) => p.procedimento);
  const statuses: QueueStatus[] = ['AGENDADO', 'EFETIVADO', 'PARCIALMENTE_ATENDIDO', 'DEVOLVIDO'];
  return Array.from({ length: 23 }, (_, i) =>
    buildRow(
      random,
      now,
      {
        client,
        service: 'EXAMES',
        procedure: exams[i % exams.length] as string,
        status: statuses[i % statuses.length] as QueueStatus,
        requestedDaysAgo: 20 + i * 45,
        who,
      },
      firstId + i,
    ),
  );
}

/** Rows of one client, positions assigned per (service, procedure, status) bucket. */
export function buildQueue(
  random: Random,
  now: number,
  client: ClientSeed,
  firstId: number,
): Row[] {
  const rows: Row[] = [];
  const byService = new Map<string, string[]>();
  for (const p of procedures)
    byService.set(p.servico, [...(byService.get(p.servico) ?? []), p.procedimento]);
  const nextId = () => firstId + rows.length;

  if (client.id === 1) {
    const demo = {
      name: DEMO.patient.name,
      cpf: DEMO.patient.cpf,
      cns: '898001234567891',
      birth: '1968-03-14',
    };
    const firstVisit = {
      name: DEMO.firstVisit.name,
      cpf: DEMO.firstVisit.cpf,
      cns: '700509876543210',
      birth: '1991-07-02',
    };
    for (const [service, procedure, status, daysAgo] of demoRequests) {
      rows.push(
        buildRow(
          random,
          now,
          { client, service, procedure, status, requestedDaysAgo: daysAgo, who: demo },
          nextId(),
        ),
      );
    }
    rows.push(
      buildRow(
        random,
        now,
        {
          client,
          service: 'CONSULTAS',
          procedure: 'CONSULTA EM ORTOPEDIA E TRAUMATOLOGIA',
          status: 'SOLICITADO',
          requestedDaysAgo: 12,
          who: firstVisit,
        },
        nextId(),
      ),
    );
  }

  // Some patients wait for more than one procedure.
  const people: Person[] = [];
  while (rows.length < client.queueRows) {
    const who =
      people.length > 20 && random.chance(0.15) ? random.pick(people) : person(random, now);
    people.push(who);
    const service = random.weighted(SERVICE_WEIGHTS);
    const list = byService.get(service) ?? [];
    // Earlier procedures of a service are the busier ones.
    const procedure = list[Math.floor(list.length * random.next() ** 1.6)] as string;
    let status: QueueStatus = random.weighted(STATUS_WEIGHTS);
    if (status === 'PARCIALMENTE_ATENDIDO' && service === 'CONSULTAS') status = 'EFETIVADO';
    const requestedDaysAgo = Math.floor(random.next() ** 1.4 * 900) + 1;
    rows.push(
      buildRow(
        random,
        now,
        { client, service, procedure, status, requestedDaysAgo, who },
        nextId(),
      ),
    );
  }
  if (client.id === 1) rows.push(...manyRequestsRows(now, client, nextId()));
  assignPositions(random, rows);
  return rows;
}

const priorityRank = (p: string | null) => (PRIORITIES as readonly (string | null)[]).indexOf(p);

/** Regulated order within each bucket: priority, then time in the queue; a few unregulated (0). */
function assignPositions(random: Random, rows: Row[]): void {
  const buckets = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.fir_tipos_filas}|${row.fir_procedimentos}|${row.fir_status}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(row);
    else buckets.set(key, [row]);
  }
  for (const bucket of buckets.values()) {
    bucket.sort(
      (a, b) =>
        priorityRank(a.fir_prioridade) - priorityRank(b.fir_prioridade) ||
        parseLocal(a.fir_data_entrada_fila ?? '') - parseLocal(b.fir_data_entrada_fila ?? '') ||
        a.fir_id - b.fir_id,
    );
    let position = 0;
    for (const row of bucket) {
      const unregulated = row.fir_status === 'SOLICITADO' && random.chance(0.03);
      row.fir_ordem_regulada = unregulated ? 0 : ++position;
    }
  }
}
