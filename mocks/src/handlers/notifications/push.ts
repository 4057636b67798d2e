/**
 * Pushes: every push the backend would hand to the phones is recorded in `push`. The removal push
 * (also sent by the chatbot screen) and the mass page send only a push and save nothing else.
 */
import type { Session } from '../../core/auth';
import { onlyDigits } from '../../core/documents';
import { check } from '../../core/http';
import { ok, route } from '../../core/route';
import { nowMoment } from '../../core/time';
import { db, nextId } from '../../db';
import { admin, checkMessage, MESSAGES, recipientList } from './shared';

export function recordPush(
  session: Session,
  push: {
    action: 'SHOW_BANNER' | 'REMOVE';
    cpfs: string[];
    noaIds?: number[];
    title?: string;
    body?: string;
  },
): number {
  const id = nextId('push');
  db.push.create({
    id,
    clientId: session.clientId ?? 0,
    action: push.action,
    title: push.title ?? '',
    body: push.body ?? '',
    cpfs: push.cpfs,
    noaIds: push.noaIds ?? [],
    createdAt: nowMoment(),
  });
  return id;
}

/** The body of a removal push: both lists non-empty, the CPFs the session's client's patients. */
export function removalPushBody(session: Session, body: { arrayNoaIds?: unknown; cpfs?: unknown }) {
  const noaIds = Array.isArray(body.arrayNoaIds)
    ? body.arrayNoaIds.map(Number).filter(Number.isInteger)
    : [];
  const cpfs = Array.isArray(body.cpfs)
    ? body.cpfs.map((c) => onlyDigits(String(c))).filter(Boolean)
    : [];
  check(noaIds.length && cpfs.length, MESSAGES.removal);
  return { noaIds, cpfs: recipientList(session, cpfs) };
}

export const pushHandlers = [
  route(
    'post',
    '/api/enviaNotificacao/remover',
    'sendRemovalNotification',
    async ({ json, session }) => {
      const { noaIds, cpfs } = removalPushBody(session, await json());
      recordPush(session, { action: 'REMOVE', noaIds, cpfs });
      return ok({ mensagem: 'Notificação removida com sucesso!' });
    },
    admin,
  ),

  route(
    'post',
    '/patients/envia-notificacao-em-massa',
    'sendMassNotification',
    async ({ json, session }) => {
      const body = await json();
      const { title, body: message } = checkMessage(body.not_titulo, body.not_mensagem, 120);
      check(title.length <= 50, 'O título deve ter no máximo 50 caracteres.');
      const cpfs = recipientList(
        session,
        (body.not_cpf ?? []).map((c) => String(c).trim()).filter(Boolean),
      );
      check(cpfs.length, MESSAGES.cpfs);
      recordPush(session, { action: 'SHOW_BANNER', cpfs, title, body: message });
      return ok({ msg: 'Notificação enviada com sucesso!' });
    },
    admin,
  ),
];
