/**
 * Chatbots (Blip Bot): CRUD of the client's bots, the check before removing one (which
 * notifications use it) and the removal push for the affected phones.
 */
import type { Session } from '../core/auth';
import type { Schemas } from '../core/contract';
import { check, notFound } from '../core/http';
import { boolParam, intParam, matches, page, paging, textParam } from '../core/params';
import { created, ok, route } from '../core/route';
import { isoOf, nowMoment } from '../core/time';
import { db, nextId, type Row } from '../db';
import { INTERACTION } from '../seed/catalog';
import { recordPush, removeScheduledNotification, removalPushBody } from './notifications';

type BlipBot = Schemas['BlipBot'];

const botBody = (bot: Row<'blipBot'>): BlipBot => ({
  bbo_id: bot.bbo_id,
  bbo_name: bot.bbo_name,
  bbo_blip_key: bot.bbo_blip_key,
  bbo_description: bot.bbo_description || null,
  bbo_created_at: isoOf(bot.bbo_created_at),
  bbo_last_update: isoOf(bot.bbo_last_update),
});

function ownBot(session: Session, id: number) {
  const bot = db.blipBot.findFirst({ where: { bbo_id: { equals: id } } });
  if (!bot || bot.bbo_id_clientes !== session.clientId) throw notFound('Blip Bot não encontrado.');
  return bot;
}

function checkBot(name: string, key: string, description: string) {
  check(name, 'Nome do Bot não informado.');
  check(name.length >= 3, 'Nome do Bot menor que 3 letras.');
  check(name.length <= 90, 'Nome do Bot maior que 90 letras.');
  check(key, 'Blip Key não informado.');
  check(key.length >= 10, 'Blip Key menor que 10 caracteres.');
  check(key.length <= 90, 'Blip Key maior que 90 caracteres.');
  check(description.length <= 160, 'Descrição maior que 160 caracteres.');
}

/** Each recipient of each notification using the bot, split into already shown and still scheduled. */
function notificationsOf(botId: number) {
  const notificationSchedule: Array<{ noa_id: number; noa_titulo: string; nod_cpf: string }> = [];
  const notificationShow: typeof notificationSchedule = [];
  for (const noa of db.notificacaoAgendada.getAll().filter((n) => n.noa_id_blip_bots === botId)) {
    for (const nod of db.destinatarioAgendado
      .getAll()
      .filter((d) => d.nod_id_notificacoes_agendadas === noa.noa_id)) {
      const times = db.horarioAgendado
        .getAll()
        .filter((h) => h.noh_id_notificacoes_agendadas_destinatarios === nod.nod_id);
      const ref = { noa_id: noa.noa_id, noa_titulo: noa.noa_titulo, nod_cpf: nod.nod_cpf };
      if (times.some((h) => h.noh_id_tipos_interacoes_notificacoes === INTERACTION.agendado)) {
        notificationSchedule.push(ref);
      }
      if (times.some((h) => h.noh_id_tipos_interacoes_notificacoes !== INTERACTION.agendado)) {
        notificationShow.push(ref);
      }
    }
  }
  return { notificationSchedule, notificationShow };
}

export const botHandlers = [
  route(
    'get',
    '/api/blip-bot',
    'listBlipBots',
    ({ query, session }) => {
      const search = textParam(query, 'search');
      const byName = boolParam(query, 'isSearchByName') !== false;
      const { limit, offset } = paging(query, 100);
      const rows = db.blipBot
        .getAll()
        .filter((b) => b.bbo_id_clientes === session.clientId)
        .filter((b) => matches(byName ? b.bbo_name : b.bbo_blip_key, search))
        .sort((a, b) => a.bbo_name.localeCompare(b.bbo_name, 'pt-BR'));
      const result = page(rows, limit, offset);
      return ok({ count: result.count, rows: result.rows.map(botBody) });
    },
    { roles: ['admin'], empty: () => ({ count: 0, rows: [] }) },
  ),

  route(
    'post',
    '/api/blip-bot',
    'createBlipBot',
    async ({ json, session }) => {
      const body = await json();
      const name = String(body.bbo_name ?? '').trim();
      const key = String(body.bbo_blip_key ?? '').trim();
      const description = String(body.bbo_description ?? '').trim();
      checkBot(name, key, description);
      const now = nowMoment();
      const bot = db.blipBot.create({
        bbo_id: nextId('blipBot'),
        bbo_id_clientes: session.clientId ?? 0,
        bbo_name: name,
        bbo_blip_key: key,
        bbo_description: description,
        bbo_created_at: now,
        bbo_last_update: now,
      });
      return created(botBody(bot));
    },
    { roles: ['admin'] },
  ),

  route(
    'put',
    '/api/blip-bot',
    'updateBlipBot',
    async ({ json, session }) => {
      const body = await json();
      check(body.bbo_id, 'Campo bbo_id é requerido');
      const current = ownBot(session, Number(body.bbo_id));
      const name = String(body.bbo_name ?? '').trim();
      const description = String(body.bbo_description ?? '').trim();
      // The key identifies the bot on the chatbot platform: it cannot change.
      checkBot(name, current.bbo_blip_key, description);
      const bot = db.blipBot.update({
        where: { bbo_id: { equals: current.bbo_id } },
        data: { bbo_name: name, bbo_description: description, bbo_last_update: nowMoment() },
      });
      return ok(botBody(bot ?? current));
    },
    { roles: ['admin'] },
  ),

  route(
    'delete',
    '/api/blip-bot',
    'deleteBlipBot',
    ({ query, session }) => {
      const id = intParam(query, 'id', { min: 1, message: 'O id do Blip Bot é obrigatório' });
      check(id, 'O id do Blip Bot é obrigatório');
      const bot = ownBot(session, id);
      // Notifications scheduled with the bot go with it (the screen warned and confirmed).
      for (const noa of db.notificacaoAgendada
        .getAll()
        .filter((n) => n.noa_id_blip_bots === bot.bbo_id)) {
        removeScheduledNotification(noa.noa_id);
      }
      db.blipBot.delete({ where: { bbo_id: { equals: bot.bbo_id } } });
      return ok({ mensagem: 'Blip Bot removido com sucesso!' });
    },
    { roles: ['admin'] },
  ),

  route(
    'post',
    '/api/blip-bot/check-remove',
    'checkBlipBotRemoval',
    async ({ json, session }) => {
      const body = await json();
      check(body.bboId, 'Campo bboId é requerido');
      const bot = ownBot(session, Number(body.bboId));
      return ok({ checkRemove: notificationsOf(bot.bbo_id) });
    },
    { roles: ['admin'] },
  ),

  route(
    'post',
    '/api/blip-bot/remove-notification',
    'removeBlipBotNotifications',
    async ({ json, session }) => {
      const { noaIds, cpfs } = removalPushBody(session, await json());
      recordPush(session, { action: 'REMOVE', noaIds, cpfs });
      return ok({ mensagem: 'Notificação removida com sucesso!' });
    },
    { roles: ['admin'] },
  ),
];
