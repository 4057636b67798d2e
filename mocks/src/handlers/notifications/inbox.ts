/**
 * The patient's inbox ('Avisos'): the notifications the Portal Gerencial sent to their CPF, read
 * back by the patient. Listing them is the delivery receipt (enviado or agendado → entregue) and
 * opening one, or 'marcar como lida', reads it (→ lido): the funnel the staff see is then made of
 * what patients did, not of what was sent.
 */
import type { Schemas } from '../../core/contract';
import { hasFault } from '../../core/faults';
import { notFound } from '../../core/http';
import { page, paging } from '../../core/params';
import { ok, route } from '../../core/route';
import { isoOf, nowMoment } from '../../core/time';
import { db, markChanged, type Patient } from '../../db';
import { INTERACTION } from '../../seed/catalog';
import {
  QUESTION_TITLE,
  questionMessage,
  questionOf,
  questionsOfPatient,
  setQuestionStatus,
} from '../campaigns';
import { patientById } from '../patients';

type Notice = Schemas['PatientNotice'];

/** Statuses that take a notice out of the inbox: the staff cancelled or removed it. */
const WITHDRAWN: readonly number[] = [INTERACTION.cancelado, INTERACTION.removido];
/** Statuses of a notice not yet fetched by the patient: listing it delivers it. */
const UNDELIVERED: readonly number[] = [INTERACTION.enviado, INTERACTION.agendado];

/** One notice with the way to change its recipient's status (immediate and scheduled differ). */
interface Entry {
  notice: Notice;
  status: number;
  setStatus(status: number, at: string): void;
}

function immediateEntries(patient: Patient): Entry[] {
  const notifications = new Map(
    db.notificacaoImediata
      .getAll()
      .filter((n) => n.clientId === patient.usu_id_clientes && !n.onlyPush)
      .map((n) => [n.id, n]),
  );
  return db.destinatarioImediato
    .getAll()
    .filter(
      (r) =>
        (r.cpf === patient.usu_cpf || hasFault('foreignNotices')) &&
        !r.deletedAt &&
        notifications.has(r.notificationId),
    )
    .filter((r) => !WITHDRAWN.includes(r.interactionNotificationType))
    .map((r) => {
      const n = notifications.get(r.notificationId)!;
      const read = r.interactionNotificationType === INTERACTION.lido;
      return {
        notice: {
          id: `i-${r.id}`,
          kind: 'imediata',
          title: n.title,
          message: n.message,
          sentAt: isoOf(n.createdAt),
          readAt: read && r.interactionDate ? isoOf(r.interactionDate) : null,
        },
        status: r.interactionNotificationType,
        setStatus: (status, at) =>
          db.destinatarioImediato.update({
            where: { id: { equals: r.id } },
            data: { interactionNotificationType: status, interactionDate: at },
          }),
      };
    });
}

function scheduledEntries(patient: Patient, now: string): Entry[] {
  const notifications = new Map(
    db.notificacaoAgendada
      .getAll()
      .filter((n) => n.noa_id_clientes === patient.usu_id_clientes)
      .map((n) => [n.noa_id, n]),
  );
  const recipients = new Map(
    db.destinatarioAgendado
      .getAll()
      .filter(
        (r) =>
          (r.nod_cpf === patient.usu_cpf || hasFault('foreignNotices')) &&
          notifications.has(r.nod_id_notificacoes_agendadas),
      )
      .map((r) => [r.nod_id, r]),
  );
  return (
    db.horarioAgendado
      .getAll()
      .filter((t) => recipients.has(t.noh_id_notificacoes_agendadas_destinatarios))
      .filter((t) => !WITHDRAWN.includes(t.noh_id_tipos_interacoes_notificacoes))
      // Due: its day and hour are now or past ('2026-11-28 08:00' against '2026-11-28 14:05:00').
      .filter((t) => `${t.noh_data} ${t.noh_hora}` <= now)
      .map((t) => {
        const recipient = recipients.get(t.noh_id_notificacoes_agendadas_destinatarios)!;
        const n = notifications.get(recipient.nod_id_notificacoes_agendadas)!;
        const read = t.noh_id_tipos_interacoes_notificacoes === INTERACTION.lido;
        return {
          notice: {
            id: `a-${t.noh_id}`,
            kind: 'agendada',
            title: n.noa_titulo,
            message: n.noa_mensagem,
            sentAt: isoOf(`${t.noh_data} ${t.noh_hora.slice(0, 5)}:00`),
            readAt: read && t.noh_interagido_em ? isoOf(t.noh_interagido_em) : null,
          },
          status: t.noh_id_tipos_interacoes_notificacoes,
          setStatus: (status, at) =>
            db.horarioAgendado.update({
              where: { noh_id: { equals: t.noh_id } },
              data: { noh_id_tipos_interacoes_notificacoes: status, noh_interagido_em: at },
            }),
        };
      })
  );
}

/** The notices imports sent when they changed the status of one of the patient's requests. */
function statusEntries(patient: Patient): Entry[] {
  const client = db.cliente.findFirst({ where: { cli_id: { equals: patient.usu_id_clientes } } });
  return db.avisoSituacao
    .getAll()
    .filter(
      (a) =>
        (a.avs_cpf === patient.usu_cpf || hasFault('foreignNotices')) &&
        a.avs_codigo_cliente === client?.cli_codigo,
    )
    .map((a) => {
      const read = a.avs_interacao === INTERACTION.lido;
      return {
        notice: {
          id: `s-${a.avs_id}`,
          kind: 'automatica',
          title: a.avs_titulo,
          message: a.avs_mensagem,
          sentAt: isoOf(a.avs_criado_em),
          readAt: read && a.avs_interagido_em ? isoOf(a.avs_interagido_em) : null,
        },
        status: a.avs_interacao,
        setStatus: (status, at) =>
          db.avisoSituacao.update({
            where: { avs_id: { equals: a.avs_id } },
            data: { avs_interacao: status, avs_interagido_em: at },
          }),
      };
    });
}

/** The 'Você ainda precisa?' questions of campaigns, each a notice holding its question. */
function questionEntries(patient: Patient): Entry[] {
  return questionsOfPatient(patient).map((q) => {
    const question = questionOf(q, patient);
    const read = q.pin_interacao === INTERACTION.lido;
    return {
      notice: {
        id: question.id,
        kind: 'pergunta',
        title: QUESTION_TITLE,
        message: questionMessage(q.pin_procedimento, q.pin_entrada),
        sentAt: question.askedAt,
        readAt: read && q.pin_interagido_em ? isoOf(q.pin_interagido_em) : null,
        question,
      },
      status: q.pin_interacao,
      setStatus: (status, at) => setQuestionStatus(q.pin_id, status, at),
    };
  });
}

/** The patient's inbox, newest first (the later id breaks a tie, so pages never overlap). */
export function inboxOf(patientId: number): Entry[] {
  const patient = patientById(patientId);
  if (!patient?.usu_cpf) return [];
  const now = nowMoment();
  return [
    ...immediateEntries(patient),
    ...scheduledEntries(patient, now),
    ...statusEntries(patient),
    ...questionEntries(patient),
  ].sort(
    (a, b) =>
      b.notice.sentAt.localeCompare(a.notice.sentAt) ||
      b.notice.id.localeCompare(a.notice.id, undefined, { numeric: true }),
  );
}

const isUnread = (entry: Entry) => entry.notice.readAt === null;

function markRead(entry: Entry, at: string): Notice {
  entry.setStatus(INTERACTION.lido, at);
  return { ...entry.notice, readAt: isoOf(at) };
}

export const inboxHandlers = [
  route(
    'get',
    '/api/users/notices',
    'listPatientNotices',
    ({ query, session }) => {
      const { limit, offset } = paging(query);
      const inbox = inboxOf(session.subjectId);
      const result = page(inbox, limit, offset);
      const now = nowMoment();
      let delivered = false;
      for (const entry of result.rows) {
        if (!UNDELIVERED.includes(entry.status)) continue;
        entry.setStatus(INTERACTION.entregue, now);
        delivered = true;
      }
      // A GET that changed rows: the sandbox saves them and a story's reset puts them back.
      if (delivered) markChanged();
      return ok({
        count: result.count,
        unread: inbox.filter(isUnread).length,
        rows: result.rows.map((entry) => entry.notice),
      });
    },
    { roles: ['patient'], empty: () => ({ count: 0, unread: 0, rows: [] }) },
  ),

  route<'readPatientNotice', { id: string }>(
    'post',
    '/api/users/notices/:id/read',
    'readPatientNotice',
    ({ params, session }) => {
      const entry = inboxOf(session.subjectId).find((e) => e.notice.id === params.id);
      // Another patient's notice is as unknown as one that does not exist.
      if (!entry) throw notFound('Aviso não encontrado.');
      return ok(isUnread(entry) ? markRead(entry, nowMoment()) : entry.notice);
    },
    { roles: ['patient'] },
  ),

  route(
    'post',
    '/api/users/notices/read-all',
    'readAllPatientNotices',
    ({ session }) => {
      const now = nowMoment();
      const unread = inboxOf(session.subjectId).filter(isUnread);
      for (const entry of unread) markRead(entry, now);
      return ok({ read: unread.length });
    },
    { roles: ['patient'] },
  ),
];
