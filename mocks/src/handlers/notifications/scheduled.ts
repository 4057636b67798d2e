/**
 * Scheduled notifications with their recipients and times: the scheduled and shown (exibidas) tabs,
 * their filter, scheduling (or sending at once), editing and removal, and the recipient and time
 * lists under each notification. The tree's reads and checks are in `scheduledTree.ts`.
 */
import type { Session } from '../../core/auth';
import { check } from '../../core/http';
import { SCHEDULE_TIMES_MAX } from '@portal/contracts/limits';
import { boolParam, intParam, matches, page, paging, textParam } from '../../core/params';
import { created, ok, route } from '../../core/route';
import { isRealDay, nowMoment, parseLocal } from '../../core/time';
import { db, nextId } from '../../db';
import { INTERACTION } from '../../seed/catalog';
import { recordPush } from './push';
import {
  hasTimeFilter,
  interactionsOf,
  isScheduled,
  isShown,
  ownNoa,
  ownNod,
  ownNoh,
  ownNotifications,
  recipientsOf,
  removeRecipient,
  removeScheduledNotification,
  scheduledFilter,
  scheduledRow,
  timeMatches,
  timesOf,
} from './scheduledTree';
import {
  activeCpfs,
  admin,
  checkMessage,
  empty,
  idsParam,
  MESSAGES,
  recipientList,
  userNameOf,
  type InteractionStatus,
} from './shared';

const HOUR_MS = 60 * 60 * 1000;

function checkAhead(date: string, hour: string) {
  check(date && hour, 'Por favor, preencha os campos Data e Hora.');
  check(isRealDay(date) && /^([01]\d|2[0-3]):[0-5]\d$/.test(hour), 'Data informada errada.');
  check(parseLocal(`${date} ${hour}`) - Date.now() >= HOUR_MS, MESSAGES.oneHour);
}

function checkType(session: Session, typeId: unknown, botId: unknown) {
  const type = db.tipoNotificacao.findFirst({ where: { tno_id: { equals: Number(typeId) } } });
  check(type, MESSAGES.type);
  if (type.tno_id !== 3) return null;
  const bot = db.blipBot.findFirst({ where: { bbo_id: { equals: Number(botId) } } });
  check(bot && bot.bbo_id_clientes === session.clientId, 'Por favor, selecione um Chatbot.');
  return bot.bbo_id;
}

/** The client's scheduled or shown (exibidas) notifications, a page of them with the count. */
const listNotifications =
  (belongs: (noaId: number) => boolean) =>
  ({ query, session }: { query: URLSearchParams; session: Session }) => {
    const { limit, offset } = paging(query, 100);
    const result = page(
      ownNotifications(session).filter((n) => belongs(n.noa_id)),
      limit,
      offset,
    );
    return ok({ count: result.count, rows: result.rows.map(scheduledRow) });
  };

const notificationHandlers = [
  route(
    'get',
    '/api/agendar-notificacoes',
    'listScheduledNotifications',
    listNotifications(isScheduled),
    {
      ...admin,
      empty,
    },
  ),

  route(
    'get',
    '/api/agendar-notificacoes/exibidas',
    'listShownNotifications',
    listNotifications(isShown),
    {
      ...admin,
      empty,
    },
  ),

  route(
    'get',
    '/api/agendar-notificacoes/filtro',
    'filterScheduledNotifications',
    ({ query, session }) => {
      const scheduled = boolParam(query, 'isShowAgendadas');
      check(scheduled !== undefined, 'Campo isShowAgendadas é requerido');
      const title = textParam(query, 'title');
      const { cpf, name, date, hour, interactions } = scheduledFilter(query);
      const timeFilter = { date, hour, interactions };
      const rows = ownNotifications(session)
        .filter((n) => (scheduled ? isScheduled(n.noa_id) : isShown(n.noa_id)))
        .filter((n) => matches(n.noa_titulo, title))
        .filter((n) => {
          const recipients = recipientsOf(n.noa_id).filter(
            (d) => (!cpf || d.nod_cpf === cpf) && matches(userNameOf(session, d.nod_cpf), name),
          );
          if (!cpf && !name && !hasTimeFilter(timeFilter)) return true;
          return recipients.some(
            (d) =>
              !hasTimeFilter(timeFilter) ||
              timesOf(d.nod_id).some((t) => timeMatches(t, timeFilter)),
          );
        });
      return ok({ count: rows.length, rows: rows.map(scheduledRow) });
    },
    { ...admin, empty },
  ),

  route(
    'post',
    '/api/agendar-notificacoes',
    'scheduleNotification',
    async ({ json, session }) => {
      const { form, notification } = await json();
      check(form && notification, 'Campo notification é requerido');
      const { title, body } = checkMessage(notification.title, notification.body, 160);
      check(title.length >= 3, 'Por favor, o título deve conter no mínimo 3 caracteres.');
      check(body.length >= 3, 'Por favor, a descrição deve conter no mínimo 3 caracteres.');
      const botId = checkType(session, notification.typeId, notification.blipBotId);
      const sendNow = notification.isSendNow === '1';
      const schedule = (notification.scheduleList ?? []).map((s) => ({
        date: s.date_db,
        hour: s.hour,
      }));
      if (!sendNow) {
        check(schedule.length, MESSAGES.dates);
        for (const s of schedule) checkAhead(s.date, s.hour);
      }
      const toAll = form.receiver?.radio === 1;
      const cpfs = toAll
        ? activeCpfs(session)
        : recipientList(
            session,
            form.receiver?.listCpf?.map((c) => c.cpf),
          );
      check(cpfs.length, toAll ? MESSAGES.cpfs : 'Por favor, coloque pelo menos 1 CPF.');
      const noa_id = nextId('notificacaoAgendada');
      db.notificacaoAgendada.create({
        noa_id,
        noa_id_clientes: session.clientId ?? 0,
        noa_titulo: title,
        noa_mensagem: body,
        noa_id_tipos_notificacoes: Number(notification.typeId),
        noa_extra_datas: notification.extraDatas ?? '',
        noa_id_blip_bots: botId,
        noa_criado_em: nowMoment(),
      });
      const now = nowMoment();
      const times = sendNow ? [{ date: now.slice(0, 10), hour: now.slice(11, 16) }] : schedule;
      for (const cpf of cpfs) {
        const nod_id = nextId('destinatarioAgendado');
        db.destinatarioAgendado.create({
          nod_id,
          nod_cpf: cpf,
          nod_id_notificacoes_agendadas: noa_id,
        });
        for (const t of times) {
          db.horarioAgendado.create({
            noh_id: nextId('horarioAgendado'),
            noh_data: t.date,
            noh_hora: t.hour,
            noh_id_tipos_interacoes_notificacoes: sendNow
              ? INTERACTION.enviado
              : INTERACTION.agendado,
            noh_id_notificacoes_agendadas_destinatarios: nod_id,
            noh_interagido_em: sendNow ? now : null,
          });
        }
      }
      if (sendNow)
        recordPush(session, { action: 'SHOW_BANNER', cpfs, noaIds: [noa_id], title, body });
      return created({ mensagem: 'Agendamento realizado com sucesso.', id: noa_id });
    },
    admin,
  ),

  route(
    'put',
    '/api/agendar-notificacoes',
    'updateScheduledNotification',
    async ({ json, session }) => {
      const body = await json();
      check(body.id, 'Campo id é requerido');
      const noa = ownNoa(session, Number(body.id));
      const { title, body: message } = checkMessage(body.noa_titulo, body.noa_mensagem, 160);
      check(title.length >= 3, 'Por favor, o título deve conter no mínimo 3 caracteres.');
      check(message.length >= 3, 'Por favor, a descrição deve conter no mínimo 3 caracteres.');
      const botId = checkType(session, body.noa_id_tipos_notificacoes, body.noa_id_blip_bots);
      db.notificacaoAgendada.update({
        where: { noa_id: { equals: noa.noa_id } },
        data: {
          noa_titulo: title,
          noa_mensagem: message,
          noa_id_tipos_notificacoes: Number(body.noa_id_tipos_notificacoes),
          noa_extra_datas: body.noa_extra_datas ?? '',
          noa_id_blip_bots: botId,
        },
      });
      return ok({ mensagem: 'Notificação atualizada com sucesso!' });
    },
    admin,
  ),

  route(
    'delete',
    '/api/agendar-notificacoes',
    'deleteScheduledNotification',
    ({ query, session }) => {
      // Every id is checked before anything is removed: all or nothing.
      const all = idsParam(query).map((id) => ownNoa(session, id));
      if (all.some((noa) => !isScheduled(noa.noa_id))) {
        return ok({
          error: true,
          mensagem: 'Não é possível remover uma notificação já exibida.',
          removed: 0,
        });
      }
      for (const noa of all) removeScheduledNotification(noa.noa_id);
      return ok({
        error: false,
        mensagem: all.length > 1 ? MESSAGES.removedMany : MESSAGES.removedOne,
        removed: all.length,
      });
    },
    admin,
  ),
];

const recipientHandlers = [
  route(
    'get',
    '/api/agendar-notificacoes/destinatarios',
    'listScheduledRecipients',
    ({ query, session }) => {
      const noaId = intParam(query, 'noaId', { min: 1 });
      check(noaId, 'Campo noaId é requerido');
      const noa = ownNoa(session, noaId);
      const { cpf, name, ...timeFilter } = scheduledFilter(query);
      const rows = recipientsOf(noa.noa_id)
        .filter((d) => (!cpf || d.nod_cpf === cpf) && matches(userNameOf(session, d.nod_cpf), name))
        .filter(
          (d) =>
            !hasTimeFilter(timeFilter) || timesOf(d.nod_id).some((t) => timeMatches(t, timeFilter)),
        )
        .map((d) => ({
          nod_id: d.nod_id,
          nod_cpf: d.nod_cpf,
          nod_id_notificacoes_agendadas: d.nod_id_notificacoes_agendadas,
          usu_nome_usuario: userNameOf(session, d.nod_cpf),
          interactions: interactionsOf(timesOf(d.nod_id)),
        }));
      return ok({ count: rows.length, rows });
    },
    { ...admin, empty },
  ),

  route(
    'post',
    '/api/agendar-notificacoes/destinatarios',
    'addScheduledRecipient',
    async ({ json, session }) => {
      const body = await json();
      const noa = ownNoa(session, Number(body.nod_id_notificacoes_agendadas));
      const [cpf] = recipientList(session, [body.nod_cpf]);
      check(cpf, 'Por favor, preencha o campo CPF.');
      check(
        !recipientsOf(noa.noa_id).some((d) => d.nod_cpf === cpf),
        'Este CPF já é destinatário desta notificação.',
      );
      const id = nextId('destinatarioAgendado');
      db.destinatarioAgendado.create({
        nod_id: id,
        nod_cpf: cpf,
        nod_id_notificacoes_agendadas: noa.noa_id,
      });
      return created({ mensagem: 'Destinatário adicionado com sucesso!', id });
    },
    admin,
  ),

  route(
    'put',
    '/api/agendar-notificacoes/destinatarios',
    'updateScheduledRecipient',
    async ({ json, session }) => {
      const body = await json();
      const nod = ownNod(session, Number(body.id));
      const [cpf] = recipientList(session, [body.nod_cpf]);
      check(cpf, 'Por favor, preencha o campo CPF.');
      db.destinatarioAgendado.update({
        where: { nod_id: { equals: nod.nod_id } },
        data: { nod_cpf: cpf },
      });
      return ok({ mensagem: 'Destinatário atualizada com sucesso!' });
    },
    admin,
  ),

  route(
    'delete',
    '/api/agendar-notificacoes/destinatarios',
    'deleteScheduledRecipient',
    ({ query, session }) => {
      const all = idsParam(query).map((id) => ownNod(session, id));
      for (const nod of all) removeRecipient(nod.nod_id);
      return ok({
        error: false,
        mensagem:
          all.length > 1
            ? 'Destinatários removidos com sucesso!'
            : 'Destinatário removido com sucesso!',
        removed: all.length,
      });
    },
    admin,
  ),
];

const timeHandlers = [
  route(
    'get',
    '/api/agendar-notificacoes/horarios',
    'listScheduledTimes',
    ({ query, session }) => {
      const nodId = intParam(query, 'nodId', { min: 1 });
      check(nodId, 'Campo nodId é requerido');
      const nod = ownNod(session, nodId);
      const { date, hour, interactions } = scheduledFilter(query);
      const rows = timesOf(nod.nod_id)
        .filter((t) => timeMatches(t, { date, hour, interactions }))
        .sort((a, b) => `${a.noh_data} ${a.noh_hora}`.localeCompare(`${b.noh_data} ${b.noh_hora}`))
        .map((t) => ({
          noh_id: t.noh_id,
          noh_data: t.noh_data,
          noh_hora: t.noh_hora,
          noh_id_tipos_interacoes_notificacoes:
            t.noh_id_tipos_interacoes_notificacoes as InteractionStatus,
          noh_id_notificacoes_agendadas_destinatarios:
            t.noh_id_notificacoes_agendadas_destinatarios,
        }));
      return ok({ count: rows.length, rows });
    },
    { ...admin, empty },
  ),

  route(
    'post',
    '/api/agendar-notificacoes/horarios',
    'addScheduledTime',
    async ({ json, session }) => {
      const body = await json();
      const nod = ownNod(session, Number(body.noh_id_notificacoes_agendadas_destinatarios));
      const date = String(body.noh_data ?? '');
      const hour = String(body.noh_hora ?? '');
      checkAhead(date, hour);
      // A recipient's times are bounded as a schedule's are: one at a time adds up the same.
      const times = db.horarioAgendado.count({
        where: { noh_id_notificacoes_agendadas_destinatarios: { equals: nod.nod_id } },
      });
      check(
        times < SCHEDULE_TIMES_MAX,
        `Um destinatário tem no máximo ${SCHEDULE_TIMES_MAX} horários.`,
      );
      const id = nextId('horarioAgendado');
      db.horarioAgendado.create({
        noh_id: id,
        noh_data: date,
        noh_hora: hour,
        // A new time is always scheduled (3), whatever the client sends.
        noh_id_tipos_interacoes_notificacoes: INTERACTION.agendado,
        noh_id_notificacoes_agendadas_destinatarios: nod.nod_id,
        noh_interagido_em: null,
      });
      return created({ mensagem: 'Horário adicionado com sucesso!', id });
    },
    admin,
  ),

  route(
    'delete',
    '/api/agendar-notificacoes/horarios',
    'deleteScheduledTime',
    ({ query, session }) => {
      const all = idsParam(query).map((id) => ownNoh(session, id));
      for (const noh of all)
        db.horarioAgendado.delete({ where: { noh_id: { equals: noh.noh_id } } });
      return ok({
        error: false,
        mensagem:
          all.length > 1
            ? 'Agendamentos removidos com sucesso!'
            : 'Agendamento removido com sucesso!',
        removed: all.length,
      });
    },
    admin,
  ),
];

export const scheduledHandlers = [...notificationHandlers, ...recipientHandlers, ...timeHandlers];
