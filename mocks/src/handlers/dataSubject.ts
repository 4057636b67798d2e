/**
 * The patient's rights as a data subject (LGPD art. 18) in the portal, 'Meus dados': everything
 * the portal holds about them in one JSON file, their requests for a correction or the deletion of
 * their account (answered once by their municipality's staff within 15 days), and their access log
 * (./accessLog.ts).
 */
import { HttpResponse } from 'msw';
import {
  DATA_REQUEST_LIMITS,
  dataRequestDaysLeft,
  dataRequestDeadline,
  myDataFileName,
} from '@portal/contracts/dataSubject';
import { endSessionsOf, type Session } from '../core/auth';
import type { Schemas } from '../core/contract';
import { check, conflict, notFound } from '../core/http';
import { page, paging } from '../core/params';
import { created, ok, route } from '../core/route';
import { isoOf, nowMoment, today } from '../core/time';
import { db, nextId, queueIndex, type Patient, type Row } from '../db';
import { accessLogOf } from './accessLog';
import { ownClient } from './clients';
import { questionOf, questionsOfPatient } from './campaigns';
import { inboxOf } from './notifications/inbox';
import { patientById } from './patients';
import { ownRow } from './queue';

type DataRequest = Schemas['DataRequest'];
type StaffDataRequest = Schemas['StaffDataRequest'];

export const DATA_SUBJECT_MESSAGES = {
  kind: 'Escolha o que você quer pedir: correção ou exclusão.',
  fields: 'Diga qual dado está errado.',
  correction: 'Informe o valor correto.',
  deletionOpen: 'Você já pediu a exclusão da sua conta. Aguarde a resposta da Secretaria de Saúde.',
  status: 'Escolha se a solicitação foi atendida ou recusada.',
  answer: 'Escreva a resposta ao paciente.',
  answered: 'Esta solicitação já foi respondida.',
  notFound: 'Solicitação não encontrada.',
} as const;

function requestOf(row: Row<'solicitacaoTitular'>, day = today()): DataRequest {
  const deadline = dataRequestDeadline(row.sot_criado_em.slice(0, 10));
  return {
    id: row.sot_id,
    kind: row.sot_tipo as DataRequest['kind'],
    fields: row.sot_campos,
    correction: row.sot_correcao,
    requestedAt: isoOf(row.sot_criado_em),
    deadline,
    daysLeft: dataRequestDaysLeft(deadline, day),
    status: row.sot_situacao as DataRequest['status'],
    answer: row.sot_resposta,
    answeredAt: row.sot_respondido_em ? isoOf(row.sot_respondido_em) : null,
  };
}

function staffRequestOf(row: Row<'solicitacaoTitular'>, day = today()): StaffDataRequest {
  return {
    ...requestOf(row, day),
    patient: { id: row.sot_id_usuarios, name: row.sot_nome_usuario, cpf: row.sot_cpf },
    answeredBy: row.sot_respondido_por_nome,
  };
}

/** The patient's requests, newest first. */
const requestsOf = (patient: Patient) =>
  db.solicitacaoTitular
    .getAll()
    .filter((r) => r.sot_id_usuarios === patient.usu_id)
    .sort((a, b) => b.sot_criado_em.localeCompare(a.sot_criado_em) || b.sot_id - a.sot_id);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The account as the backend keeps it, without the password hash, reset link or Google id. */
function accountOf(patient: Patient): Schemas['MyAccount'] {
  const orNull = (value: string | null) => value || null;
  return {
    id: patient.usu_id,
    name: patient.usu_nome_usuario,
    cpf: patient.usu_cpf,
    cns: patient.usu_cns,
    birthDate: orNull(patient.usu_nascimento),
    email: orNull(patient.usu_email),
    phone: orNull(patient.usu_telefone),
    motherName: orNull(patient.usu_nome_mae),
    cep: orNull(patient.usu_cep),
    gender: orNull(patient.usu_genero),
    ibgeCode: orNull(patient.usu_cod_ibge_municipio),
    maritalStatusId: patient.usu_id_estados_civis,
    dependentsId: patient.usu_id_dependentes,
    status: patient.usu_status,
    hasAcceptedTerms: patient.usu_aceite_termos,
    statusNotices: patient.usu_avisos_situacao,
    googleLinked: Boolean(patient.usu_google_sub),
    hasPassword: Boolean(patient.usu_senha),
    image: patient.usu_imagem,
    createdAt: patient.usu_criado_em ? isoOf(patient.usu_criado_em) : null,
  };
}

/**
 * An answered deletion: the account can no longer sign in, what identifies or reaches the patient
 * is erased, their browsers stop receiving pushes and every session ends. The CPF and name stay
 * in the requests and the access log only (copied there), as the law requires them kept.
 */
function deleteAccount(patient: Patient) {
  for (const id of patient.usu_anexos) db.anexo.delete({ where: { ane_id: { equals: id } } });
  db.usuario.update({
    where: { usu_id: { equals: patient.usu_id } },
    data: {
      usu_status: 0,
      usu_senha: null,
      usu_email: '',
      usu_telefone: '',
      usu_nome_mae: '',
      usu_cep: '',
      usu_imagem: null,
      usu_anexos: [],
      usu_google_sub: null,
      usu_hash_redefinicao: null,
    },
  });
  db.inscricaoPush.deleteMany({ where: { ips_id_usuarios: { equals: patient.usu_id } } });
  endSessionsOf('patient', patient.usu_id);
}

const ownPatient = (session: Session) => {
  const patient = patientById(session.subjectId);
  if (!patient) throw notFound();
  return patient;
};

export const dataSubjectHandlers = [
  route(
    'get',
    '/api/users/me/data',
    'getMyData',
    ({ session }) => {
      const patient = ownPatient(session);
      const client = db.cliente.findFirst({
        where: { cli_id: { equals: patient.usu_id_clientes } },
      });
      const day = today();
      const body: Schemas['MyDataExport'] = {
        generatedAt: isoOf(nowMoment()),
        municipality: client?.cli_nome ?? '',
        account: accountOf(patient),
        requests: patient.usu_cpf ? queueIndex.ofCpf(patient.usu_cpf).map(ownRow) : [],
        notices: inboxOf(patient.usu_id).map((entry) => entry.notice),
        interestAnswers: questionsOfPatient(patient).map((q) => questionOf(q, patient)),
        pushSubscriptions: db.inscricaoPush
          .getAll()
          .filter((s) => s.ips_id_usuarios === patient.usu_id)
          .map((s) => ({ endpoint: s.ips_endpoint, createdAt: isoOf(s.ips_criado_em) })),
        dataRequests: requestsOf(patient).map((r) => requestOf(r, day)),
        accessLog: accessLogOf(patient),
      };
      return HttpResponse.json(body, {
        headers: {
          'Content-Disposition': `attachment; filename="${myDataFileName(day)}"`,
          'Cache-Control': 'no-store',
        },
      });
    },
    { roles: ['patient'] },
  ),

  route(
    'get',
    '/api/users/me/data-requests',
    'listMyDataRequests',
    ({ session }) => {
      const rows = requestsOf(ownPatient(session));
      const day = today();
      return ok({ count: rows.length, rows: rows.map((r) => requestOf(r, day)) });
    },
    { roles: ['patient'], empty: () => ({ count: 0, rows: [] }) },
  ),

  route(
    'post',
    '/api/users/me/data-requests',
    'createMyDataRequest',
    async ({ json, session }) => {
      const patient = ownPatient(session);
      const body = await json();
      const M = DATA_SUBJECT_MESSAGES;
      check(body.kind === 'correcao' || body.kind === 'exclusao', M.kind, 'kind');
      const fields = body.kind === 'correcao' ? text(body.fields) : '';
      const correction = body.kind === 'correcao' ? text(body.correction) : '';
      if (body.kind === 'correcao') {
        check(fields, M.fields, 'fields');
        check(correction, M.correction, 'correction');
      }
      if (
        body.kind === 'exclusao' &&
        requestsOf(patient).some((r) => r.sot_tipo === 'exclusao' && r.sot_situacao === 'aberta')
      )
        throw conflict(M.deletionOpen);
      const row = db.solicitacaoTitular.create({
        sot_id: nextId('solicitacaoTitular'),
        sot_id_usuarios: patient.usu_id,
        sot_id_clientes: patient.usu_id_clientes,
        sot_nome_usuario: patient.usu_nome_usuario,
        sot_cpf: patient.usu_cpf,
        sot_tipo: body.kind,
        sot_campos: fields.slice(0, DATA_REQUEST_LIMITS.fields) || null,
        sot_correcao: correction.slice(0, DATA_REQUEST_LIMITS.correction) || null,
        sot_criado_em: nowMoment(),
        sot_situacao: 'aberta',
        sot_resposta: null,
        sot_respondido_em: null,
        sot_respondido_por_id: null,
        sot_respondido_por_nome: null,
      });
      return created(requestOf(row));
    },
    { roles: ['patient'] },
  ),

  route(
    'get',
    '/api/users/me/access-log',
    'listMyAccessLog',
    ({ query, session }) => {
      const { limit, offset } = paging(query);
      return ok(page(accessLogOf(ownPatient(session)), limit, offset));
    },
    { roles: ['patient'], empty: () => ({ count: 0, rows: [] }) },
  ),

  route(
    'get',
    '/api/data-requests',
    'listDataRequests',
    ({ query, session }) => {
      const client = ownClient(session);
      const { limit, offset } = paging(query);
      const day = today();
      const rows = db.solicitacaoTitular
        .getAll()
        .filter((r) => r.sot_id_clientes === client.cli_id)
        .map((r) => staffRequestOf(r, day));
      const open = rows
        .filter((r) => r.status === 'aberta')
        .sort((a, b) => a.daysLeft - b.daysLeft || a.id - b.id);
      const answered = rows
        .filter((r) => r.status !== 'aberta')
        .sort((a, b) => (b.answeredAt ?? '').localeCompare(a.answeredAt ?? '') || b.id - a.id);
      return ok({ ...page([...open, ...answered], limit, offset), open: open.length });
    },
    { roles: ['admin'], empty: () => ({ count: 0, open: 0, rows: [] }) },
  ),

  route<'answerDataRequest', { id: string }>(
    'post',
    '/api/data-requests/:id/answer',
    'answerDataRequest',
    async ({ params, json, session }) => {
      const client = ownClient(session);
      const M = DATA_SUBJECT_MESSAGES;
      const id = Number(params.id);
      const row = Number.isInteger(id)
        ? db.solicitacaoTitular.findFirst({ where: { sot_id: { equals: id } } })
        : null;
      // Another municipality's request is, for this staff member, no request at all.
      if (!row || row.sot_id_clientes !== client.cli_id) throw notFound(M.notFound);
      const body = await json();
      check(body.status === 'atendida' || body.status === 'recusada', M.status, 'status');
      const answer = text(body.answer);
      check(answer, M.answer, 'answer');
      if (row.sot_situacao !== 'aberta') throw conflict(M.answered);
      const staff = db.usuarioCliente.findFirst({
        where: { usc_id: { equals: session.subjectId } },
      });
      const answered = db.solicitacaoTitular.update({
        where: { sot_id: { equals: row.sot_id } },
        data: {
          sot_situacao: body.status,
          sot_resposta: answer.slice(0, DATA_REQUEST_LIMITS.answer),
          sot_respondido_em: nowMoment(),
          sot_respondido_por_id: session.subjectId,
          sot_respondido_por_nome: staff?.usc_nome_usuario ?? 'Equipe',
        },
      })!;
      const patient = patientById(row.sot_id_usuarios);
      if (row.sot_tipo === 'exclusao' && body.status === 'atendida' && patient)
        deleteAccount(patient);
      return ok(staffRequestOf(answered));
    },
    { roles: ['admin'] },
  ),
];
