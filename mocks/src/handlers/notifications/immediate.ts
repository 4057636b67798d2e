/**
 * Notifications sent at once, with their recipients and each one's interaction: the immediate tab
 * and the simple page (`enviaNotificacao`). 'Apenas enviar' (onlyPush) sends the push and saves
 * nothing.
 */
import { countDelivery } from '@portal/contracts/delivery';
import type { Session } from '../../core/auth';
import { onlyDigits } from '../../core/documents';
import { check, notFound } from '../../core/http';
import { matches, page, paging, textParam } from '../../core/params';
import { created, ok, route } from '../../core/route';
import { isoOf, isRealDay, nowMoment } from '../../core/time';
import { db, nextId, type Row } from '../../db';
import { INTERACTION } from '../../seed/catalog';
import { ownClient } from '../clients';
import { announceNotice } from './announce';
import { recordPush } from './push';
import {
  activeCpfs,
  admin,
  checkMessage,
  empty,
  interactionList,
  MESSAGES,
  recipientList,
  userNameOf,
  type InteractionStatus,
} from './shared';

function saveImmediate(
  session: Session,
  title: string,
  message: string,
  cpfs: string[],
  onlyPush: boolean,
) {
  const pushId = recordPush(session, { action: 'SHOW_BANNER', cpfs, title, body: message });
  // 'Apenas enviar': the push goes out, nothing is saved as a notification.
  if (onlyPush) return pushId;
  const id = nextId('notificacaoImediata');
  const now = nowMoment();
  db.notificacaoImediata.create({
    id,
    clientId: session.clientId ?? 0,
    title,
    message,
    createdAt: now,
    onlyPush,
  });
  for (const cpf of cpfs) {
    const recipient = db.destinatarioImediato.create({
      id: nextId('destinatarioImediato'),
      notificationId: id,
      cpf,
      name: userNameOf(session, cpf) ?? '',
      interactionNotificationType: INTERACTION.enviado,
      interactionDate: now,
      deletedAt: null,
    });
    // In the patient's inbox now: told to their browsers too (Web Push, in the sandbox).
    announceNotice({
      clientId: session.clientId ?? 0,
      cpf,
      noticeId: `i-${recipient.id}`,
      title,
      message,
    });
  }
  return id;
}

const sentRecipientsOf = (id: number) =>
  db.destinatarioImediato.getAll().filter((r) => r.notificationId === id);

const sentRecipientBody = (r: Row<'destinatarioImediato'>) => ({
  id: r.id,
  cpf: r.cpf,
  name: r.name || null,
  interactionNotificationType: r.interactionNotificationType as InteractionStatus,
  interactionDate: r.interactionDate ? isoOf(r.interactionDate) : null,
  deletedAt: r.deletedAt ? isoOf(r.deletedAt) : null,
});

export const immediateHandlers = [
  route(
    'post',
    '/api/immediate-notifications',
    'sendImmediateNotification',
    async ({ json, session }) => {
      const body = await json();
      const { title, body: message } = checkMessage(body.title, body.body, 160);
      check(body.clientId, MESSAGES.client);
      ownClient(session, body.clientId);
      const cpfs =
        body.sendAllCpf === true ? activeCpfs(session) : recipientList(session, body.cpfs);
      check(cpfs.length, MESSAGES.cpfs);
      const id = saveImmediate(session, title, message, cpfs, body.onlyPush === true);
      return created({ mensagem: 'Notificação enviada com sucesso.', id });
    },
    admin,
  ),

  route(
    'get',
    '/api/immediate-notifications',
    'listImmediateNotifications',
    ({ query, session }) => {
      const { limit, offset } = paging(query);
      const title = textParam(query, 'title');
      const name = textParam(query, 'name');
      const cpf = onlyDigits(textParam(query, 'cpf')) || undefined;
      const interactions = interactionList(query, 'interactions');
      const start = textParam(query, 'startDate');
      const end = textParam(query, 'endDate');
      for (const date of [start, end])
        if (date) check(isRealDay(date), 'Por favor, informe uma data válida!');
      if (start && end) check(start <= end, 'Data inicial deve ser anterior a data final');
      const rows = db.notificacaoImediata
        .getAll()
        .filter((n) => n.clientId === session.clientId && !n.onlyPush)
        .filter((n) => matches(n.title, title))
        .filter(
          (n) =>
            (!start || n.createdAt.slice(0, 10) >= start) &&
            (!end || n.createdAt.slice(0, 10) <= end),
        )
        .filter((n) => {
          if (!cpf && !name && !interactions) return true;
          return sentRecipientsOf(n.id).some(
            (r) =>
              (!cpf || r.cpf === cpf) &&
              matches(r.name, name) &&
              (!interactions || interactions.includes(r.interactionNotificationType)),
          );
        })
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      const result = page(rows, limit, offset);
      return ok({
        count: result.count,
        rows: result.rows.map((n) => ({
          id: n.id,
          title: n.title,
          message: n.message,
          createdAt: isoOf(n.createdAt),
          interactions: [
            ...new Set(sentRecipientsOf(n.id).map((r) => r.interactionNotificationType)),
          ]
            .sort((a, b) => a - b)
            .map((s) => s as InteractionStatus),
          delivery: countDelivery(sentRecipientsOf(n.id).map((r) => r.interactionNotificationType)),
        })),
      });
    },
    { ...admin, empty },
  ),

  route<'listImmediateNotificationRecipients', { id: string }>(
    'get',
    '/api/immediate-notifications/:id/recipients',
    'listImmediateNotificationRecipients',
    ({ params, query, session }) => {
      const notification = db.notificacaoImediata.findFirst({
        where: { id: { equals: Number(params.id) } },
      });
      if (!notification || notification.clientId !== session.clientId)
        throw notFound('Notificação não encontrada.');
      const interactions = interactionList(query, 'interactions');
      const rows = sentRecipientsOf(notification.id)
        .filter((r) => !interactions || interactions.includes(r.interactionNotificationType))
        .map(sentRecipientBody);
      return ok({ count: rows.length, rows });
    },
    { ...admin, empty },
  ),

  route(
    'post',
    '/api/enviaNotificacao',
    'sendNotification',
    async ({ json, session }) => {
      const body = await json();
      const { title, body: message } = checkMessage(body.title, body.body, 120);
      check(title.length <= 50, 'O título deve ter no máximo 50 caracteres.');
      check(body.clientId, MESSAGES.client);
      ownClient(session, body.clientId);
      const cpfs = recipientList(session, body.cpfs);
      check(cpfs.length, MESSAGES.cpfs);
      saveImmediate(session, title, message, cpfs, body.onlyPush !== false);
      return ok({ mensagem: 'Notificação enviada com sucesso!' });
    },
    admin,
  ),
];
