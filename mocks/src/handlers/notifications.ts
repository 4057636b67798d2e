/**
 * Push notifications: sent at once (with recipients and their interactions), scheduled (a
 * notification → recipients → times tree), the simple and mass pages, CPF validation, and the
 * removal pushes. Every push the backend would hand to the phones is recorded in `push`.
 *
 * A scheduled notification is listed as scheduled while it has a time still to send (interaction 3,
 * agendado) or no time at all, and as shown (exibidas) once any of its times has been sent.
 */
import type { Session } from '../core/auth';
import type { Schemas } from '../core/contract';
import { isValidCpf, onlyDigits } from '../core/documents';
import { badRequest, check, HttpError, notFound } from '../core/http';
import { boolParam, intParam, matches, page, paging, textParam } from '../core/params';
import { created, ok, route } from '../core/route';
import { isoOf, isRealDay, nowMoment, parseLocal } from '../core/time';
import { db, nextId, type Row } from '../db';
import { INTERACTION } from '../seed/catalog';
import { ownClient } from './clients';

type InteractionStatus = Schemas['InteractionStatus'];
type ScheduledNotification = Schemas['ScheduledNotification'];

const HOUR_MS = 60 * 60 * 1000;
const MESSAGES = {
  title: 'O título é obrigatório',
  body: 'A descriação é obrigatória',
  cpfs: 'O(s) cpf(s) é/são obrigatório(s)',
  client: 'Um id de cliente deve ser informado.',
  oneHour: 'Por favor escolha um horário com no mínimo uma hora de antecedência para o envio.',
  dates: 'Por favor, coloque pelo menos uma Data.',
  type: 'Por favor, selecione um tipo de mensagem.',
  cpf: 'Preencha o campo CPF corretamente.',
  removal: 'A remoção precisa de ao menos uma notificação e um CPF.',
} as const;

// ── pushes ─────────────────────────────────────────────────────────────────────────────────────

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

/** The body of a removal push: both lists non-empty. */
export function removalPushBody(body: { arrayNoaIds?: unknown; cpfs?: unknown }) {
  const noaIds = Array.isArray(body.arrayNoaIds)
    ? body.arrayNoaIds.map(Number).filter(Number.isInteger)
    : [];
  const cpfs = Array.isArray(body.cpfs)
    ? body.cpfs.map((c) => onlyDigits(String(c))).filter(Boolean)
    : [];
  check(noaIds.length && cpfs.length, MESSAGES.removal);
  return { noaIds, cpfs };
}

// ── the scheduled tree ─────────────────────────────────────────────────────────────────────────

const recipientsOf = (noaId: number) =>
  db.destinatarioAgendado.getAll().filter((d) => d.nod_id_notificacoes_agendadas === noaId);
const timesOf = (nodId: number) =>
  db.horarioAgendado
    .getAll()
    .filter((h) => h.noh_id_notificacoes_agendadas_destinatarios === nodId);
const allTimesOf = (noaId: number) => recipientsOf(noaId).flatMap((d) => timesOf(d.nod_id));
const userNameOf = (cpf: string) =>
  db.usuario.findFirst({ where: { usu_cpf: { equals: cpf } } })?.usu_nome_usuario ?? null;

export function removeScheduledNotification(noaId: number): void {
  for (const nod of recipientsOf(noaId)) removeRecipient(nod.nod_id);
  db.notificacaoAgendada.delete({ where: { noa_id: { equals: noaId } } });
}

function removeRecipient(nodId: number) {
  db.horarioAgendado.deleteMany({
    where: { noh_id_notificacoes_agendadas_destinatarios: { equals: nodId } },
  });
  db.destinatarioAgendado.delete({ where: { nod_id: { equals: nodId } } });
}

function interactionsOf(times: Array<Row<'horarioAgendado'>>) {
  const counts = new Map<number, number>();
  for (const t of times) {
    counts.set(
      t.noh_id_tipos_interacoes_notificacoes,
      (counts.get(t.noh_id_tipos_interacoes_notificacoes) ?? 0) + 1,
    );
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, number]) => ({ status: status as InteractionStatus, number }));
}

const isScheduled = (noaId: number) => {
  const times = allTimesOf(noaId);
  return (
    !times.length ||
    times.some((t) => t.noh_id_tipos_interacoes_notificacoes === INTERACTION.agendado)
  );
};
const isShown = (noaId: number) =>
  allTimesOf(noaId).some((t) => t.noh_id_tipos_interacoes_notificacoes !== INTERACTION.agendado);

const scheduledRow = (noa: Row<'notificacaoAgendada'>): ScheduledNotification => ({
  noa_id: noa.noa_id,
  noa_titulo: noa.noa_titulo,
  noa_mensagem: noa.noa_mensagem,
  noa_id_tipos_notificacoes: noa.noa_id_tipos_notificacoes,
  noa_extra_datas: noa.noa_extra_datas || null,
  noa_id_blip_bots: noa.noa_id_blip_bots,
  interactions: interactionsOf(allTimesOf(noa.noa_id)),
});

const ownNotifications = (session: Session) =>
  db.notificacaoAgendada
    .getAll()
    .filter((n) => n.noa_id_clientes === session.clientId)
    .sort((a, b) => b.noa_id - a.noa_id);

function ownNoa(session: Session, id: number) {
  const noa = db.notificacaoAgendada.findFirst({ where: { noa_id: { equals: id } } });
  if (!noa || noa.noa_id_clientes !== session.clientId)
    throw notFound('Notificação não encontrada.');
  return noa;
}
function ownNod(session: Session, id: number) {
  const nod = db.destinatarioAgendado.findFirst({ where: { nod_id: { equals: id } } });
  if (!nod) throw notFound('Destinatário não encontrado.');
  ownNoa(session, nod.nod_id_notificacoes_agendadas);
  return nod;
}
function ownNoh(session: Session, id: number) {
  const noh = db.horarioAgendado.findFirst({ where: { noh_id: { equals: id } } });
  if (!noh) throw notFound('Horário não encontrado.');
  ownNod(session, noh.noh_id_notificacoes_agendadas_destinatarios);
  return noh;
}

/** `filter[cpf]`, `filter[name]`... of the scheduled tab's filter panel (deepObject style). */
function scheduledFilter(query: URLSearchParams) {
  const get = (key: string) => textParam(query, `filter[${key}]`) ?? textParam(query, key);
  const interaction = get('interaction');
  return {
    cpf: onlyDigits(get('cpf')) || undefined,
    name: get('name'),
    date: get('date'),
    hour: get('hour'),
    interactions: interaction
      ? interaction.split(',').map(Number)
      : interactionList(query, 'interaction'),
  };
}

type TimeFilter = { date?: string; hour?: string; interactions?: number[] };
const timeMatches = (t: Row<'horarioAgendado'>, f: TimeFilter) =>
  (!f.date || t.noh_data === f.date) &&
  (!f.hour || t.noh_hora === f.hour) &&
  (!f.interactions?.length || f.interactions.includes(t.noh_id_tipos_interacoes_notificacoes));
const hasTimeFilter = (f: TimeFilter) => Boolean(f.date || f.hour || f.interactions?.length);

/** Repeated (`interactions=1&interactions=2`) or comma-separated ids; absent means all. */
function interactionList(query: URLSearchParams, name: string): number[] | undefined {
  const values = query
    .getAll(name)
    .concat(query.getAll(`${name}[]`))
    .flatMap((v) => v.split(','))
    .filter((v) => v.trim() !== '');
  if (!values.length) return undefined;
  const ids = values.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 8))
    throw badRequest('Interação inválida.');
  return ids;
}

function checkAhead(date: string, hour: string) {
  check(date && hour, 'Por favor, preencha os campos Data e Hora.');
  check(isRealDay(date) && /^([01]\d|2[0-3]):[0-5]\d$/.test(hour), 'Data informada errada.');
  check(parseLocal(`${date} ${hour}`) - Date.now() >= HOUR_MS, MESSAGES.oneHour);
}

function checkMessage(title: unknown, body: unknown, max: number) {
  const t = String(title ?? '').trim();
  const b = String(body ?? '').trim();
  check(t, MESSAGES.title);
  check(b, MESSAGES.body);
  check(b.length <= max, `A descrição deve ter no máximo ${max} caracteres.`);
  return { title: t, body: b };
}

function checkType(session: Session, typeId: unknown, botId: unknown) {
  const type = db.tipoNotificacao.findFirst({ where: { tno_id: { equals: Number(typeId) } } });
  check(type, MESSAGES.type);
  if (type.tno_id !== 3) return null;
  const bot = db.blipBot.findFirst({ where: { bbo_id: { equals: Number(botId) } } });
  check(bot && bot.bbo_id_clientes === session.clientId, 'Por favor, selecione um Chatbot.');
  return bot.bbo_id;
}

/** Active app users of the session's client (the 'Todos' recipients). */
const activeCpfs = (session: Session) =>
  db.usuario
    .getAll()
    .filter((u) => u.usu_id_clientes === session.clientId && u.usu_status === 2 && u.usu_cpf)
    .map((u) => u.usu_cpf as string);

function cpfList(values: unknown): string[] {
  const list = (Array.isArray(values) ? values : [])
    .map((v) => onlyDigits(String(v)))
    .filter(Boolean);
  for (const cpf of list) check(isValidCpf(cpf), MESSAGES.cpf);
  return [...new Set(list)];
}

// ── immediate notifications ────────────────────────────────────────────────────────────────────

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
    db.destinatarioImediato.create({
      id: nextId('destinatarioImediato'),
      notificationId: id,
      cpf,
      name: userNameOf(cpf) ?? '',
      interactionNotificationType: INTERACTION.enviado,
      interactionDate: now,
      deletedAt: null,
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

const empty = () => ({ count: 0, rows: [] });
const admin = { roles: ['admin'] as const };

export const notificationHandlers = [
  route(
    'get',
    '/api/tipos-notificacoes',
    'listNotificationTypes',
    () => {
      const rows = db.tipoNotificacao
        .getAll()
        .map(({ tno_id, tno_nome }) => ({ tno_id, tno_nome }));
      return ok({ count: rows.length, rows });
    },
    { ...admin, empty },
  ),

  route(
    'get',
    '/api/tipos-interacoes',
    'listInteractionTypes',
    () => {
      const rows = db.tipoInteracao
        .getAll()
        .map(({ tin_id, tin_nome }) => ({ tin_id: tin_id as InteractionStatus, tin_nome }));
      return ok({ count: rows.length, rows });
    },
    { ...admin, empty },
  ),

  route(
    'post',
    '/api/immediate-notifications',
    'sendImmediateNotification',
    async ({ json, session }) => {
      const body = await json();
      const { title, body: message } = checkMessage(body.title, body.body, 160);
      check(body.clientId, MESSAGES.client);
      ownClient(session, body.clientId);
      const cpfs = body.sendAllCpf === true ? activeCpfs(session) : cpfList(body.cpfs);
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
    '/api/validate-cpfs',
    'validateCpfs',
    async ({ json, session }) => {
      const body = (await json()) as unknown;
      check(Array.isArray(body) && body.length, MESSAGES.cpfs);
      const nonexistent: string[] = [];
      const disabled: Array<{ usu_cpf: string; usu_nome_usuario: string | null }> = [];
      for (const cpf of [...new Set((body as unknown[]).map((v) => onlyDigits(String(v))))]) {
        const user = db.usuario
          .getAll()
          .find((u) => u.usu_cpf === cpf && u.usu_id_clientes === session.clientId);
        if (!user || !isValidCpf(cpf)) nonexistent.push(cpf.padStart(11, '0').slice(-11));
        else if (user.usu_status !== 2)
          disabled.push({ usu_cpf: cpf, usu_nome_usuario: user.usu_nome_usuario });
      }
      return ok({ response: { nonexistent, disabled } });
    },
    admin,
  ),

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
            (d) => (!cpf || d.nod_cpf === cpf) && matches(userNameOf(d.nod_cpf), name),
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
      const cpfs = toAll ? activeCpfs(session) : cpfList(form.receiver?.listCpf?.map((c) => c.cpf));
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
      const noa = ownNoa(session, idParam(query));
      if (!isScheduled(noa.noa_id)) {
        return ok({ error: true, mensagem: 'Não é possível remover uma notificação já exibida.' });
      }
      removeScheduledNotification(noa.noa_id);
      return ok({ error: false, mensagem: 'Notificação removida com sucesso!' });
    },
    admin,
  ),

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
        .filter((d) => (!cpf || d.nod_cpf === cpf) && matches(userNameOf(d.nod_cpf), name))
        .filter(
          (d) =>
            !hasTimeFilter(timeFilter) || timesOf(d.nod_id).some((t) => timeMatches(t, timeFilter)),
        )
        .map((d) => ({
          nod_id: d.nod_id,
          nod_cpf: d.nod_cpf,
          nod_id_notificacoes_agendadas: d.nod_id_notificacoes_agendadas,
          usu_nome_usuario: userNameOf(d.nod_cpf),
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
      const [cpf] = cpfList([body.nod_cpf]);
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
      const [cpf] = cpfList([body.nod_cpf]);
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
      removeRecipient(ownNod(session, idParam(query)).nod_id);
      return ok({ error: false, mensagem: 'Destinatário removido com sucesso!' });
    },
    admin,
  ),

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
      const noh = ownNoh(session, idParam(query));
      db.horarioAgendado.delete({ where: { noh_id: { equals: noh.noh_id } } });
      return ok({ error: false, mensagem: 'Agendamento removido com sucesso!' });
    },
    admin,
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
      const cpfs = cpfList(body.cpfs);
      check(cpfs.length, MESSAGES.cpfs);
      saveImmediate(session, title, message, cpfs, body.onlyPush !== false);
      return ok({ mensagem: 'Notificação enviada com sucesso!' });
    },
    admin,
  ),

  route(
    'post',
    '/api/enviaNotificacao/remover',
    'sendRemovalNotification',
    async ({ json, session }) => {
      const { noaIds, cpfs } = removalPushBody(await json());
      recordPush(session, { action: 'REMOVE', noaIds, cpfs: [...new Set(cpfs)] });
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
      const cpfs = cpfList((body.not_cpf ?? []).map((c) => String(c).trim()).filter(Boolean));
      check(cpfs.length, MESSAGES.cpfs);
      recordPush(session, { action: 'SHOW_BANNER', cpfs, title, body: message });
      return ok({ msg: 'Notificação enviada com sucesso!' });
    },
    admin,
  ),
];

function idParam(query: URLSearchParams): number {
  const id = intParam(query, 'id', { min: 1 });
  if (!id) throw new HttpError(400, 'Campo id é requerido');
  return id;
}
