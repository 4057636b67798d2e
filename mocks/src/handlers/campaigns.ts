/**
 * 'Você ainda precisa?' campaigns. Staff of a municipality choose waiting requests (service,
 * procedure, requesting unit, status, days in the queue) and ask their patients whether they still
 * need them. A request whose patient has an account (the row's CPF, else its CNS, as automatic
 * notices match them) gets a question in the patient's inbox and on the request's card; the others
 * are kept for a phone call. Answers are exported to the regulation system, which stays the source
 * of truth: an answer never takes a request out of the queue.
 */
import { ACCESS_PURPOSES } from '@portal/contracts/dataSubject';
import { QUEUE_STATUSES } from '@portal/contracts/queue';
import type { Schemas } from '../core/contract';
import { hasFault } from '../core/faults';
import { badRequest, check, notFound } from '../core/http';
import { intParam, page, paging, textParam } from '../core/params';
import { isEmail } from '../core/rules';
import { created, ok, route } from '../core/route';
import { brDay, daysBetween, isoOf, nowMoment, today } from '../core/time';
import { db, nextId, queueIndex, type Data, type Patient, type Row } from '../db';
import { INTERACTION } from '../seed/catalog';
import { recordAccess } from './accessLog';
import { ownClient } from './clients';
import { announceNotice } from './notifications/announce';
import { ACTIVE, patientById, patientByEmail } from './patients';

type Filters = Schemas['InterestCampaignFilters'];
type Campaign = Schemas['InterestCampaign'];
type Question = Schemas['InterestQuestion'];
type QueueStatus = Schemas['QueueStatus'];
type Reason = NonNullable<Schemas['InterestAnswer']['reason']>;
type FilaData = Data<'fila'>;
type Asked = Row<'perguntaInteresse'>;

const REASONS: readonly string[] = [
  'ATENDIDO_OUTRO_SERVICO',
  'SEM_PROBLEMA',
  'MUDOU_MUNICIPIO',
  'OUTRO',
];

export const CAMPAIGN_MESSAGES = {
  nothingChosen: 'Nenhuma solicitação com esses filtros.',
  reasonRequired: 'Escolha o motivo.',
  reasonTextRequired: 'Descreva o motivo.',
  emailTaken: 'Este e-mail já está em uso por outra conta.',
} as const;

export const QUESTION_TITLE = 'Você ainda precisa desta solicitação?';

/** The question's text, in the patient's inbox. */
export function questionMessage(procedure: string, enteredAt: string | null): string {
  const since = brDay(enteredAt);
  return `Sua solicitação de ${procedure} está na fila${since ? ` desde ${since}` : ''}. Você ainda precisa dela? Responda em Minhas solicitações ou aqui. Responder não tira você da fila: a Secretaria de Saúde confere cada resposta.`;
}

const entryOf = (row: FilaData) => row.fir_data_entrada_fila ?? row.fir_data_solicitacao;

/** Days in the queue until today (São Paulo), from entering it (else from the request). */
export const daysInQueue = (row: FilaData, day = today()) =>
  Math.max(0, daysBetween(entryOf(row).slice(0, 10), day));

/** The filters of a query (reach) or a body (create), checked as the contract defines them. */
function filtersOf(source: {
  service?: unknown;
  procedure?: unknown;
  unit?: unknown;
  status?: unknown;
  minDays?: unknown;
}): Filters {
  const text = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;
  const service = text(source.service, 60);
  check(service, 'O serviço é obrigatório.', 'service');
  check(
    typeof source.status === 'string' &&
      (QUEUE_STATUSES as readonly string[]).includes(source.status),
    'A situação é inválida.',
    'status',
  );
  const minDays = Number(source.minDays);
  check(
    Number.isInteger(minDays) && minDays >= 0 && minDays <= 3650,
    'Os dias na fila são inválidos.',
    'minDays',
  );
  return {
    service,
    procedure: text(source.procedure, 200),
    unit: text(source.unit, 200),
    status: source.status as QueueStatus,
    minDays,
  };
}

/** Active accounts of a municipality, by CPF and by CNS (one pass, not one per row). */
function accountsOf(clientId: number) {
  const byCpf = new Map<string, Patient>();
  const byCns = new Map<string, Patient>();
  for (const user of db.usuario.getAll()) {
    if (user.usu_status !== ACTIVE || user.usu_id_clientes !== clientId || !user.usu_cpf) continue;
    byCpf.set(user.usu_cpf, user);
    if (user.usu_cns) byCns.set(user.usu_cns, user);
  }
  return (row: FilaData): Patient | null =>
    (row.fir_cpf ? byCpf.get(row.fir_cpf) : undefined) ??
    (row.fir_cns ? byCns.get(row.fir_cns) : undefined) ??
    null;
}

interface Choice {
  row: FilaData;
  days: number;
  patient: Patient | null;
  alreadyAsked: boolean;
}

/** The requests the filters choose now, in queue order, each with its patient (if any). */
function choose(client: Row<'cliente'>, filters: Filters): Choice[] {
  const clients = hasFault('campaignAcrossClients') ? db.cliente.getAll() : [client];
  const open = new Set(
    db.perguntaInteresse
      .getAll()
      .filter((q) => q.pin_cpf !== null && q.pin_resposta === null)
      .map((q) => q.pin_fir_id),
  );
  const day = today();
  const chosen: Choice[] = [];
  for (const each of clients) {
    const patientOf = accountsOf(each.cli_id);
    const rows = queueIndex.search({
      client: each.cli_codigo,
      service: filters.service,
      procedure: filters.procedure ?? null,
      status: filters.status,
    });
    for (const row of rows) {
      if (filters.unit && row.fir_nome_unidade_saude_solicitante !== filters.unit) continue;
      const days = daysInQueue(row, day);
      if (days < filters.minDays) continue;
      const patient = patientOf(row);
      chosen.push({ row, days, patient, alreadyAsked: patient !== null && open.has(row.fir_id) });
    }
  }
  return chosen;
}

function reachOf(chosen: readonly Choice[]) {
  const alreadyAsked = chosen.filter((c) => c.alreadyAsked).length;
  const reachable = chosen.filter((c) => c.patient && !c.alreadyAsked).length;
  return {
    total: chosen.length,
    reachable,
    unreachable: chosen.filter((c) => !c.patient).length,
    alreadyAsked,
  };
}

export const campaignById = (id: number) =>
  db.campanhaInteresse.findFirst({ where: { cin_id: { equals: id } } });

const questionsOf = (campaignId: number) =>
  db.perguntaInteresse
    .getAll()
    .filter((q) => q.pin_id_campanha === campaignId)
    .sort((a, b) => a.pin_id - b.pin_id);

function campaignOf(row: Row<'campanhaInteresse'>): Campaign {
  const asked = questionsOf(row.cin_id);
  const reachable = asked.filter((q) => q.pin_cpf !== null);
  return {
    id: row.cin_id,
    createdAt: isoOf(row.cin_criado_em),
    createdBy: row.cin_criado_por,
    filters: {
      service: row.cin_servico,
      procedure: row.cin_procedimento,
      unit: row.cin_unidade,
      status: row.cin_status as QueueStatus,
      minDays: row.cin_dias_minimos,
    },
    total: asked.length,
    reachable: reachable.length,
    unreachable: asked.length - reachable.length,
    answers: {
      yes: reachable.filter((q) => q.pin_resposta === 'SIM').length,
      no: reachable.filter((q) => q.pin_resposta === 'NAO').length,
      pending: reachable.filter((q) => q.pin_resposta === null).length,
    },
  };
}

/** The patient's view of one question, with the account's contact to confirm or correct. */
export function questionOf(q: Asked, patient: Patient): Question {
  return {
    contact: { phone: patient.usu_telefone || null, email: patient.usu_email || null },
    id: `q-${q.pin_id}`,
    requestId: q.pin_fir_id,
    procedure: q.pin_procedimento,
    enteredAt: q.pin_entrada,
    askedAt: isoOf(campaignById(q.pin_id_campanha)?.cin_criado_em ?? nowMoment()),
    answer: (q.pin_resposta as Question['answer']) ?? null,
    reason: (q.pin_motivo as Reason | null) ?? null,
    reasonText: q.pin_motivo_texto,
    answeredAt: q.pin_respondido_em ? isoOf(q.pin_respondido_em) : null,
  };
}

/** The questions asked to a patient (by their account's CPF and municipality), newest first. */
export function questionsOfPatient(patient: Patient): Asked[] {
  const client = db.cliente.findFirst({ where: { cli_id: { equals: patient.usu_id_clientes } } });
  if (!patient.usu_cpf || !client) return [];
  return db.perguntaInteresse
    .getAll()
    .filter((q) => q.pin_cpf === patient.usu_cpf && q.pin_codigo_cliente === client.cli_codigo)
    .sort((a, b) => b.pin_id - a.pin_id);
}

/** Sets a question's interaction status (its inbox notice: delivered, read). */
export function setQuestionStatus(id: number, status: number, at: string): void {
  db.perguntaInteresse.update({
    where: { pin_id: { equals: id } },
    data: { pin_interacao: status, pin_interagido_em: at },
  });
}

function staffName(session: { subjectId: number }): string {
  return (
    db.usuarioCliente.findFirst({ where: { usc_id: { equals: session.subjectId } } })
      ?.usc_nome_usuario ?? 'Equipe'
  );
}

export const campaignHandlers = [
  route(
    'get',
    '/api/interest-campaigns/reach',
    'getInterestCampaignReach',
    ({ query, session }) => {
      const client = ownClient(session);
      const filters = filtersOf({
        service: textParam(query, 'service'),
        procedure: textParam(query, 'procedure'),
        unit: textParam(query, 'unit'),
        status: textParam(query, 'status'),
        minDays: intParam(query, 'minDays', { min: 0, max: 3650 }),
      });
      return ok(reachOf(choose(client, filters)));
    },
    {
      roles: ['admin'],
      empty: () => ({ total: 0, reachable: 0, unreachable: 0, alreadyAsked: 0 }),
    },
  ),

  route(
    'post',
    '/api/interest-campaigns',
    'createInterestCampaign',
    async ({ json, session }) => {
      const client = ownClient(session);
      const filters = filtersOf(await json());
      const chosen = choose(client, filters).filter((c) => !c.alreadyAsked);
      if (chosen.length === 0) throw badRequest(CAMPAIGN_MESSAGES.nothingChosen);
      const now = nowMoment();
      const campaign = db.campanhaInteresse.create({
        cin_id: nextId('campanhaInteresse'),
        cin_codigo_cliente: client.cli_codigo,
        cin_servico: filters.service,
        cin_procedimento: filters.procedure ?? null,
        cin_unidade: filters.unit ?? null,
        cin_status: filters.status,
        cin_dias_minimos: filters.minDays,
        cin_criado_em: now,
        cin_criado_por: staffName(session),
      });
      for (const { row, days, patient } of chosen) {
        const question = db.perguntaInteresse.create({
          pin_id: nextId('perguntaInteresse'),
          pin_id_campanha: campaign.cin_id,
          pin_codigo_cliente: row.fir_codigo_cliente,
          pin_fir_id: row.fir_id,
          pin_fila_id: row.fir_fila_id,
          pin_servico: row.fir_tipos_filas,
          pin_procedimento: row.fir_procedimentos,
          pin_unidade: row.fir_nome_unidade_saude_solicitante,
          pin_status: row.fir_status,
          pin_entrada: entryOf(row).slice(0, 10),
          pin_nome: row.fir_nome_paciente || null,
          pin_cns: row.fir_cns,
          pin_cpf: patient?.usu_cpf ?? null,
          pin_dias_na_fila: days,
          pin_resposta: null,
          pin_motivo: null,
          pin_motivo_texto: null,
          pin_respondido_em: null,
          pin_telefone: null,
          pin_email: null,
          pin_interacao: INTERACTION.enviado,
          pin_interagido_em: null,
        });
        if (patient?.usu_cpf)
          announceNotice({
            clientId: patient.usu_id_clientes,
            cpf: patient.usu_cpf,
            noticeId: `q-${question.pin_id}`,
            title: QUESTION_TITLE,
            message: questionMessage(question.pin_procedimento, question.pin_entrada),
          });
      }
      return created(campaignOf(campaign));
    },
    { roles: ['admin'] },
  ),

  route(
    'get',
    '/api/interest-campaigns',
    'listInterestCampaigns',
    ({ query, session }) => {
      const client = ownClient(session);
      const { limit, offset } = paging(query);
      const rows = db.campanhaInteresse
        .getAll()
        .filter((c) => c.cin_codigo_cliente === client.cli_codigo)
        .sort((a, b) => b.cin_id - a.cin_id);
      const result = page(rows, limit, offset);
      return ok({ count: result.count, rows: result.rows.map(campaignOf) });
    },
    { roles: ['admin'], empty: () => ({ count: 0, rows: [] }) },
  ),

  route<'listInterestCampaignRequests', { id: string }>(
    'get',
    '/api/interest-campaigns/:id/requests',
    'listInterestCampaignRequests',
    ({ params, query, session }) => {
      const client = ownClient(session);
      const id = Number(params.id);
      const campaign = Number.isInteger(id) ? campaignById(id) : null;
      if (!campaign || campaign.cin_codigo_cliente !== client.cli_codigo) throw notFound();
      const list = textParam(query, 'list');
      check(
        list === undefined || list === 'answers' || list === 'unreachable',
        'O parâmetro list é inválido.',
      );
      const purpose = textParam(query, 'purpose');
      check(
        purpose === undefined || purpose === 'consulta' || purpose === 'exportacao',
        'O parâmetro purpose é inválido.',
      );
      const asked = questionsOf(campaign.cin_id);
      const chosen =
        list === 'answers'
          ? asked.filter((q) => q.pin_cpf !== null)
          : list === 'unreachable'
            ? asked.filter((q) => q.pin_cpf === null)
            : [...asked.filter((q) => q.pin_cpf !== null), ...asked.filter((q) => !q.pin_cpf)];
      const accounts = new Map(
        db.usuario
          .getAll()
          .filter((u) => u.usu_cpf)
          .map((u) => [`${u.usu_id_clientes}|${u.usu_cpf}`, u]),
      );
      // Every patient with an account among the rows finds this read in their access log.
      recordAccess(
        session,
        chosen.flatMap((q) => {
          const account = q.pin_cpf ? accounts.get(`${client.cli_id}|${q.pin_cpf}`) : undefined;
          return account ? [account.usu_id] : [];
        }),
        purpose === 'exportacao' ? ACCESS_PURPOSES.listExport : ACCESS_PURPOSES.campaignAnswers,
      );
      return ok({
        count: chosen.length,
        rows: chosen.map((q) => {
          const account = q.pin_cpf ? accounts.get(`${client.cli_id}|${q.pin_cpf}`) : undefined;
          return {
            id: q.pin_id,
            requestId: q.pin_fir_id,
            queueId: q.pin_fila_id,
            service: q.pin_servico,
            procedure: q.pin_procedimento,
            unit: q.pin_unidade,
            status: q.pin_status as QueueStatus,
            enteredAt: q.pin_entrada,
            daysInQueue: q.pin_dias_na_fila,
            patientName: q.pin_nome ?? account?.usu_nome_usuario ?? null,
            cns: q.pin_cns,
            reachable: q.pin_cpf !== null,
            answer: (q.pin_resposta as 'SIM' | 'NAO' | null) ?? null,
            reason: (q.pin_motivo as Reason | null) ?? null,
            reasonText: q.pin_motivo_texto,
            answeredAt: q.pin_respondido_em ? isoOf(q.pin_respondido_em) : null,
            phone: q.pin_telefone ?? (account?.usu_telefone || null),
            email: q.pin_email ?? (account?.usu_email || null),
          };
        }),
      });
    },
    { roles: ['admin'], empty: () => ({ count: 0, rows: [] }) },
  ),

  route(
    'get',
    '/api/users/interest-questions',
    'listPatientInterestQuestions',
    ({ session }) => {
      const patient = patientById(session.subjectId);
      return ok({
        rows: patient ? questionsOfPatient(patient).map((q) => questionOf(q, patient)) : [],
      });
    },
    { roles: ['patient'], empty: () => ({ rows: [] }) },
  ),

  route<'answerInterestQuestion', { id: string }>(
    'post',
    '/api/users/interest-questions/:id/answer',
    'answerInterestQuestion',
    async ({ params, json, session }) => {
      const patient = patientById(session.subjectId);
      const match = /^q-([1-9]\d{0,9})$/.exec(params.id);
      const asked = match && patient ? questionsOfPatient(patient) : [];
      const question = asked.find((q) => q.pin_id === Number(match?.[1]));
      if (!question || !patient) throw notFound();
      const body = await json();
      check(body.answer === 'SIM' || body.answer === 'NAO', 'A resposta é inválida.', 'answer');
      const reason = body.answer === 'NAO' ? (body.reason ?? null) : null;
      if (body.answer === 'NAO')
        check(reason && REASONS.includes(reason), CAMPAIGN_MESSAGES.reasonRequired, 'reason');
      const reasonText = reason === 'OUTRO' ? (body.reasonText ?? '').trim() : '';
      if (reason === 'OUTRO') check(reasonText, CAMPAIGN_MESSAGES.reasonTextRequired, 'reasonText');
      const phone = String(body.phone ?? '');
      check(/^\d{10,11}$/.test(phone), 'O telefone está inválido.', 'phone');
      const email = String(body.email ?? '')
        .trim()
        .toLowerCase();
      check(isEmail(email), 'O email está inválido.', 'email');
      const owner = patientByEmail(email);
      if (owner && owner.usu_id !== patient.usu_id) throw badRequest(CAMPAIGN_MESSAGES.emailTaken);

      const now = nowMoment();
      const same =
        question.pin_resposta === body.answer &&
        question.pin_motivo === reason &&
        (question.pin_motivo_texto ?? '') === reasonText &&
        question.pin_telefone === phone &&
        question.pin_email === email;
      if (!same || hasFault('restampAnswers'))
        db.perguntaInteresse.update({
          where: { pin_id: { equals: question.pin_id } },
          data: {
            pin_resposta: body.answer,
            pin_motivo: reason,
            pin_motivo_texto: reasonText || null,
            pin_respondido_em: now,
            pin_telefone: phone,
            pin_email: email,
          },
        });
      // Answering is reading: the question's notice counts as read.
      if (question.pin_interacao !== INTERACTION.lido)
        setQuestionStatus(question.pin_id, INTERACTION.lido, now);
      // The patient confirmed or corrected how to reach them: the account keeps it.
      if (patient.usu_telefone !== phone || patient.usu_email.toLowerCase() !== email)
        db.usuario.update({
          where: { usu_id: { equals: patient.usu_id } },
          data: { usu_telefone: phone, usu_email: email },
        });
      const answered = db.perguntaInteresse.findFirst({
        where: { pin_id: { equals: question.pin_id } },
      });
      return ok(questionOf(answered!, patientById(patient.usu_id) ?? patient));
    },
    { roles: ['patient'] },
  ),
];
